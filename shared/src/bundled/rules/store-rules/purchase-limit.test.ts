import { describe, expect, it } from 'vitest';
import { purchaseLimitHeadroom, purchaseLimitLabel } from './purchase-limit';

describe('purchaseLimitHeadroom', () => {
  it('is what is left under the limit, never below 0', () => {
    expect(purchaseLimitHeadroom(3, 1)).toBe(2);
    expect(purchaseLimitHeadroom(1, 1)).toBe(0);
    expect(purchaseLimitHeadroom(1, 2)).toBe(0);
  });

  it('is unbounded for a product without a limit', () => {
    expect(purchaseLimitHeadroom(null, 40)).toBe(Infinity);
  });
});

describe('purchaseLimitLabel', () => {
  it('reads as the product page prints it', () => {
    expect(purchaseLimitLabel(1)).toBe('Limit 1 per order');
  });
});
