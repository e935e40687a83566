import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './money';

describe('money', () => {
  it.each([
    [2499, 24.99],
    [0, 0],
    [5, 0.05],
    [100000, 1000],
    [-1200, -12],
  ])('%i cents are %d dollars', (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
  });

  it.each([
    [24.99, 2499],
    [0.1 + 0.2, 30],
    [19.999, 2000],
    [1.005, 100],
  ])('%d dollars round to %i cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('round-trips every cent amount up to $100', () => {
    for (let cents = 0; cents <= 10_000; cents += 1) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });
});
