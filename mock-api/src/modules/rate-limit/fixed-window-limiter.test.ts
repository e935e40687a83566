import { describe, expect, it } from 'vitest';
import { createFixedWindowLimiter } from './fixed-window-limiter';

describe('createFixedWindowLimiter', () => {
  it('allows the limit per key and window, then says when to come back', () => {
    let clock = 1_000_000;
    const limiter = createFixedWindowLimiter({ limit: 3, windowMs: 60_000, now: () => clock });
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    clock += 15_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit('b').allowed).toBe(true);
    clock += 45_000;
    expect(limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 60 });
  });
});
