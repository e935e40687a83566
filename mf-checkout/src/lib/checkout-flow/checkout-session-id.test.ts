// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createCheckoutSessionIdStore } from './checkout-session-id';

const KEY = 'ps_checkout_session_id';

describe('the checkout session id', () => {
  beforeEach(() => window.localStorage.clear());

  it('is written when it is made, so a reload or a second tab names the same checkout', () => {
    const firstLoad = createCheckoutSessionIdStore(window.localStorage);
    const id = firstLoad.getState().sessionId;
    expect(window.localStorage.getItem(KEY)).toBe(id);
    expect(createCheckoutSessionIdStore(window.localStorage).getState().sessionId).toBe(id);
  });

  it('replaces a stored value that is not an id', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ state: { sessionId: 'x' } }));
    const id = createCheckoutSessionIdStore(window.localStorage).getState().sessionId;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(KEY)).toBe(id);
  });

  it('names the next checkout after an order, once, and each tab moves to it when it syncs', () => {
    const tabA = createCheckoutSessionIdStore(window.localStorage);
    const tabB = createCheckoutSessionIdStore(window.localStorage);
    const ordered = tabA.getState().sessionId;

    tabA.getState().prepareNext(ordered);
    const next = window.localStorage.getItem(KEY);
    expect(next).not.toBe(ordered);
    expect(tabA.getState().sessionId).toBe(ordered);

    tabB.getState().prepareNext(ordered);
    expect(window.localStorage.getItem(KEY)).toBe(next);

    tabA.getState().sync();
    tabB.getState().sync();
    expect([tabA.getState().sessionId, tabB.getState().sessionId]).toEqual([next, next]);
  });
});
