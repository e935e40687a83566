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

  it('starts the next checkout after an order, or joins the one another tab already started', () => {
    const tabA = createCheckoutSessionIdStore(window.localStorage);
    const tabB = createCheckoutSessionIdStore(window.localStorage);
    const ordered = tabA.getState().sessionId;

    tabA.getState().startNext(ordered);
    const next = tabA.getState().sessionId;
    expect(next).not.toBe(ordered);
    expect(tabB.getState().sessionId).toBe(ordered);

    tabB.getState().startNext(ordered);
    expect(tabB.getState().sessionId).toBe(next);
  });

  it('lets a tab pick up the checkout another tab moved on to', () => {
    const tabA = createCheckoutSessionIdStore(window.localStorage);
    const tabB = createCheckoutSessionIdStore(window.localStorage);
    tabA.getState().startNext(tabA.getState().sessionId);
    tabB.getState().sync();
    expect(tabB.getState().sessionId).toBe(tabA.getState().sessionId);
  });
});
