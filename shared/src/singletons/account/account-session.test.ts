// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const SIGNED_IN_KEY = 'ps_signed_in';

function answerSession(body: object) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fresh module, as on a new page load. */
const load = () => import('./account-session');

describe('account session', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('never asks the server on a browser that has not signed in', async () => {
    const fetchMock = answerSession({ user: null, csrfToken: 't' });
    const { accountSessionSnapshot, subscribeToAccountSession } = await load();
    subscribeToAccountSession(() => {});
    expect(accountSessionSnapshot()).toEqual({ status: 'signed-out' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks once, on the first subscriber, when this browser signed in before', async () => {
    window.localStorage.setItem(SIGNED_IN_KEY, '1');
    const fetchMock = answerSession({ user: { email: 'riley@example.com', name: 'Riley' }, csrfToken: 't' });
    const { accountSessionSnapshot, subscribeToAccountSession } = await load();
    expect(accountSessionSnapshot()).toEqual({ status: 'checking' });
    const listener = vi.fn();
    subscribeToAccountSession(listener);
    subscribeToAccountSession(() => {});
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/account/session');
    expect(accountSessionSnapshot()).toEqual({
      status: 'signed-in',
      user: { email: 'riley@example.com', name: 'Riley' },
    });
  });

  it('forgets the mark when the server says the session is over', async () => {
    window.localStorage.setItem(SIGNED_IN_KEY, '1');
    answerSession({ user: null, csrfToken: 't' });
    const { refreshAccountSession } = await load();
    await expect(refreshAccountSession()).resolves.toEqual({ status: 'signed-out' });
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });

  it('names a user without a name by their e-mail, and marks the browser on sign-in', async () => {
    const { accountSessionSnapshot, setAccountUser } = await load();
    setAccountUser({ email: 'quiet@example.com', name: '' });
    expect(accountSessionSnapshot()).toEqual({
      status: 'signed-in',
      user: { email: 'quiet@example.com', name: 'quiet@example.com' },
    });
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
    setAccountUser(null);
    expect(window.localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });
});
