import { describe, expect, it } from 'vitest';
import { salePercent, stockBadges, stockStatus } from './stock-status';

describe('stock rules', () => {
  it.each([
    [false, 12, 'out-of-stock'],
    [true, 0, 'out-of-stock'],
    [true, 5, 'low-stock'],
    [true, 1, 'low-stock'],
    [true, 6, 'in-stock'],
  ] as const)('inStock=%s available=%i is %s', (inStock, available, status) => {
    expect(stockStatus(inStock, available)).toBe(status);
  });

  it.each([
    [false, 0, ['SOLD OUT']],
    [true, 3, ['LOW STOCK', 'Only 3 left']],
    [true, 5, ['LOW STOCK', 'Only 5 left']],
    [true, 10, ['Only 10 left']],
    [true, 11, []],
  ] as const)('badges for inStock=%s total=%i', (inStock, total, badges) => {
    expect(stockBadges(inStock, total)).toEqual(badges);
  });

  it('rounds the sale percent and ignores non-sales', () => {
    expect(salePercent(29.99, 19.99)).toBe(33);
    expect(salePercent(40, 30)).toBe(25);
    expect(salePercent(40, null)).toBeNull();
    expect(salePercent(40, 45)).toBeNull();
  });
});
