// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { getBrowserSessionId, hasBrowserSessionId, isBrowserSessionId } from './browser-session';

describe('getBrowserSessionId', () => {
  beforeEach(() => window.localStorage.clear());

  it('creates a UUID once and reuses it', () => {
    const first = getBrowserSessionId();
    expect(isBrowserSessionId(first)).toBe(true);
    expect(getBrowserSessionId()).toBe(first);
  });

  it('replaces a tampered stored id', () => {
    window.localStorage.setItem('ps_session_id', "x' or 1=1");
    expect(isBrowserSessionId(getBrowserSessionId())).toBe(true);
  });

  it('tells whether an id exists without creating one', () => {
    expect(hasBrowserSessionId()).toBe(false);
    expect(window.localStorage.length).toBe(0);
    getBrowserSessionId();
    expect(hasBrowserSessionId()).toBe(true);
  });
});
