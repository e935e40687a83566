import { describe, expect, it } from 'vitest';
import { createRateCounter } from './rate-limit';

describe('createRateCounter', () => {
  it('allows `limit` hits per window and key, then says how many seconds remain', () => {
    const counter = createRateCounter(2, 60_000);
    expect(counter.hit('a', 0)).toEqual({ allowed: true });
    expect(counter.hit('a', 1_000)).toEqual({ allowed: true });
    expect(counter.hit('a', 10_500)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(counter.hit('b', 10_500)).toEqual({ allowed: true });
  });

  it('starts a new window once the old one has run out', () => {
    const counter = createRateCounter(1, 60_000);
    counter.hit('a', 0);
    expect(counter.hit('a', 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(counter.hit('a', 60_000)).toEqual({ allowed: true });
  });
});
