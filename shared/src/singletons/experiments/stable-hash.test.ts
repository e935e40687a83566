import { describe, expect, it } from 'vitest';
import { hashToUnitInterval } from './stable-hash';

describe('hashToUnitInterval', () => {
  it('is stable for the same input and lands in [0, 1)', () => {
    const inputs = ['', 'a', 'user-1:ticket-cta-optimization', '✨ unicode ✨'];
    for (const input of inputs) {
      const point = hashToUnitInterval(input);
      expect(point).toBe(hashToUnitInterval(input));
      expect(point).toBeGreaterThanOrEqual(0);
      expect(point).toBeLessThan(1);
    }
  });

  it('spreads inputs that differ in one character across the interval', () => {
    const points = Array.from({ length: 1000 }, (_, index) => hashToUnitInterval(`visitor-${index}`));
    const tenths = new Array<number>(10).fill(0);
    points.forEach((point) => (tenths[Math.floor(point * 10)]! += 1));
    tenths.forEach((count) => expect(count).toBeGreaterThan(70));
    expect(new Set(points).size).toBe(1000);
  });
});
