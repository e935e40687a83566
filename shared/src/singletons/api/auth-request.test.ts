import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from './api-client';
import { authRequest, forgetCsrfTokens } from './auth-request';

type Call = [string, RequestInit];

/** A fake API: session routes hand out `token-N`, writes need the latest token of their kind. */
function fakeApi() {
  let issued = 0;
  const current = new Map<string, string>();
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://site.test').pathname;
    const kind = path.startsWith('/api/admin') ? 'staff' : 'customer';
    if (path.endsWith('/session')) {
      current.set(kind, `token-${(issued += 1)}`);
      return Response.json({ user: null, csrfToken: current.get(kind) });
    }
    const sent = (init.headers as Record<string, string>)['x-csrf-token'];
    if (sent !== current.get(kind)) return Response.json({ code: 'CSRF', message: 'expired' }, { status: 403 });
    return Response.json({ ok: true, csrfToken: path.endsWith('/login') ? 'after-login' : undefined });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, current, calls: () => fetchMock.mock.calls as unknown as Call[] };
}

describe('authRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetCsrfTokens();
    configureApi({ baseUrl: '' });
  });

  it('fetches the token once and sends it, with credentials, on every write', async () => {
    const api = fakeApi();
    await authRequest('/api/account/password-reset', { method: 'POST', body: { email: 'a@b.co' } });
    await authRequest('/api/account/password-reset', { method: 'POST', body: { email: 'a@b.co' } });
    const writes = api.calls().filter(([url]) => url.endsWith('/password-reset'));
    expect(writes.map(([, init]) => (init.headers as Record<string, string>)['x-csrf-token'])).toEqual([
      'token-1',
      'token-1',
    ]);
    expect(writes.every(([, init]) => init.credentials === 'include')).toBe(true);
    expect(api.calls().filter(([url]) => url.endsWith('/session'))).toHaveLength(1);
  });

  it('keeps the token a sign-in answers with, and uses the staff session for admin routes', async () => {
    const api = fakeApi();
    await authRequest('/api/account/login', { method: 'POST', body: {} });
    api.current.set('customer', 'after-login');
    await expect(authRequest('/api/account/logout', { method: 'POST' })).resolves.toMatchObject({ ok: true });
    await authRequest('/api/admin/staff', { method: 'POST', body: {} });
    expect(api.calls().map(([url]) => url)).toContain('/api/admin/auth/session');
  });

  it('fetches a new token and tries once more when the session ended meanwhile', async () => {
    const api = fakeApi();
    await authRequest('/api/account/password-reset', { method: 'POST', body: {} });
    api.current.set('customer', 'rotated elsewhere');
    await expect(authRequest('/api/account/password-reset', { method: 'POST', body: {} })).resolves.toMatchObject({
      ok: true,
    });
    expect(api.calls().filter(([url]) => url.endsWith('/session'))).toHaveLength(2);
  });
});
