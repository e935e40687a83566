import { describe, expect, it } from 'vitest';
import { summarizeCart } from './cart-summary';

const FROM_50 = { freeShippingFromCents: 5000 };

describe('summarizeCart', () => {
  it('is all zeros for an empty cart, shipping included', () => {
    expect(summarizeCart([], FROM_50)).toEqual({
      itemCount: 0,
      subtotalCents: 0,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });

  it('adds $5.99 shipping under $50 and counts units, not lines', () => {
    expect(
      summarizeCart(
        [
          { quantity: 2, unitPriceCents: 1999 },
          { quantity: 1, unitPriceCents: 500 },
        ],
        FROM_50,
      ),
    ).toEqual({
      itemCount: 3,
      subtotalCents: 4498,
      shippingCents: 599,
      taxCents: 0,
      totalCents: 5097,
    });
  });

  it('ships free at exactly $50.00 but not at $49.99', () => {
    expect(summarizeCart([{ quantity: 1, unitPriceCents: 5000 }], FROM_50).shippingCents).toBe(0);
    expect(summarizeCart([{ quantity: 1, unitPriceCents: 4999 }], FROM_50).shippingCents).toBe(599);
  });

  it('works in whole cents, so 3 × $19.99 is exactly $59.97', () => {
    expect(summarizeCart([{ quantity: 3, unitPriceCents: 1999 }], FROM_50)).toMatchObject({
      subtotalCents: 5997,
      shippingCents: 0,
      totalCents: 5997,
    });
  });
});

describe('summarizeCart with the shop’s own threshold', () => {
  it('ships free from whatever threshold the settings hold', () => {
    const from20 = { freeShippingFromCents: 2000 };
    expect(summarizeCart([{ quantity: 1, unitPriceCents: 2000 }], from20).shippingCents).toBe(0);
    expect(summarizeCart([{ quantity: 1, unitPriceCents: 1999 }], from20).shippingCents).toBe(599);
  });
});
