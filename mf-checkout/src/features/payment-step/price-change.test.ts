import { describe, expect, it } from 'vitest';
import { ApiError } from '@ps/shared/api';
import type { CheckoutSession } from '@ps/shared/schemas';
import { describePriceChange, repricedSession } from './price-change';

type Item = CheckoutSession['items'][number];

const item = (variantId: number, name: string, quantity: number, price: number): Item => ({
  id: variantId * 10,
  product: { id: variantId, slug: name.toLowerCase(), name },
  variant: { id: variantId, sku: `SKU-${variantId}`, name: 'M', attributes: {} },
  primaryImage: null,
  quantity,
  price,
  total: price * quantity,
  inStock: true,
  maxQuantity: 10,
  availableStock: 10,
});

const session = (items: Item[], totals: Partial<CheckoutSession['totals']> = {}, promo: string | null = null) =>
  ({
    id: 'checkout',
    items,
    promo: promo ? { code: promo } : null,
    priceVersion: 'v',
    totals: { itemCount: 1, subtotal: 0, shipping: 5.99, tax: 2, discount: 0, total: 40, ...totals },
  }) as CheckoutSession;

describe('describePriceChange', () => {
  it('names a line another tab added, with the totals before and after', () => {
    const before = session([item(1, 'Beanie', 1, 24.99)], { total: 32.54 });
    const after = session([item(1, 'Beanie', 1, 24.99), item(2, 'Poster', 1, 19.99)], { total: 53.78, shipping: 0 });
    expect(describePriceChange(before, after)).toEqual({
      before: 32.54,
      after: 53.78,
      changes: ['Added: 1 × Poster (M), $19.99', 'Shipping: $5.99 → Free'],
    });
  });

  it('names a new unit price, a new quantity and a removed line', () => {
    const before = session([item(1, 'Sweater', 1, 44.99), item(2, 'Sticker', 2, 3)]);
    const after = session([item(1, 'Sweater', 2, 54.99)], { tax: 3.1 });
    expect(describePriceChange(before, after).changes).toEqual([
      'Sweater (M): quantity 1 → 2',
      'Sweater (M): price $44.99 → $54.99 each',
      'Removed: 2 × Sticker (M)',
      'Tax: $2.00 → $3.10',
    ]);
  });

  it('names a promotion that came or went and its discount', () => {
    const lines = [item(1, 'Tee', 1, 25)];
    expect(describePriceChange(session(lines, {}, 'PUNK10'), session(lines, { discount: 2.5 }, null)).changes).toEqual([
      'Promo code PUNK10 removed',
      'Discount: $0.00 → $2.50',
    ]);
  });

  it('finds nothing when only the version moved', () => {
    const lines = [item(1, 'Tee', 1, 25)];
    expect(describePriceChange(session(lines), session(lines)).changes).toEqual([]);
  });
});

describe('repricedSession', () => {
  const repriced = session([item(1, 'Tee', 1, 25)]);

  it('reads the checkout priced now from a TOTAL_CHANGED refusal', () => {
    const error = new ApiError(409, 'conflict', {
      code: 'TOTAL_CHANGED',
      message: 'changed',
      session: repriced,
    } as never);
    expect(repricedSession(error)).toBe(repriced);
  });

  it('ignores every other error', () => {
    expect(repricedSession(new ApiError(409, 'x', { code: 'CART_UNAVAILABLE', message: 'sold out' }))).toBeNull();
    expect(repricedSession(new ApiError(409, 'x', { code: 'TOTAL_CHANGED', message: 'no body' }))).toBeNull();
    expect(repricedSession(new Error('offline'))).toBeNull();
  });
});
