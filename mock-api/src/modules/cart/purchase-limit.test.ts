import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import {
  assertOrderWithinPurchaseLimits,
  assertWithinPurchaseLimit,
  unitsOfProduct,
  type LimitedLine,
} from './purchase-limit';

const boxSet = { id: 1, name: 'Deluxe Box Set', maxPerOrder: 1 };
const tee = { id: 2, name: 'Panic Tee', maxPerOrder: null };
const line = (id: number, product: LimitedLine['product'], quantity: number): LimitedLine => ({
  id,
  quantity,
  product,
});

function refusal(check: () => void) {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, ...error.toBody() };
  }
}

describe('unitsOfProduct', () => {
  it('adds up every variant of the product, leaving out one line when asked', () => {
    const lines = [line(10, tee, 2), line(11, boxSet, 1), line(12, tee, 3)];
    expect(unitsOfProduct(lines, tee.id)).toBe(5);
    expect(unitsOfProduct(lines, tee.id, 12)).toBe(2);
    expect(unitsOfProduct(lines, 99)).toBe(0);
  });
});

describe('assertWithinPurchaseLimit', () => {
  it('allows up to the limit and anything without one', () => {
    expect(refusal(() => assertWithinPurchaseLimit({ maxPerOrder: 2, unitsAfter: 2, unitsBefore: 1 }))).toBeNull();
    expect(refusal(() => assertWithinPurchaseLimit({ maxPerOrder: null, unitsAfter: 10, unitsBefore: 9 }))).toBeNull();
  });

  it('refuses past the limit with a 409 that says the limit and what the cart holds', () => {
    expect(refusal(() => assertWithinPurchaseLimit({ maxPerOrder: 1, unitsAfter: 2, unitsBefore: 0 }))).toEqual({
      status: 409,
      code: 'PURCHASE_LIMIT',
      message: 'Limit 1 per order for this item',
      fields: { quantity: 'Limit 1 per order' },
    });
    expect(refusal(() => assertWithinPurchaseLimit({ maxPerOrder: 1, unitsAfter: 2, unitsBefore: 1 }))?.message).toBe(
      'Limit 1 per order for this item (you already have 1 in your cart)',
    );
  });
});

describe('assertOrderWithinPurchaseLimits', () => {
  it('passes an order within every limit', () => {
    expect(refusal(() => assertOrderWithinPurchaseLimits([line(1, boxSet, 1), line(2, tee, 9)]))).toBeNull();
  });

  it('counts a limited product across its variants and names it, keyed by each of its lines', () => {
    expect(
      refusal(() => assertOrderWithinPurchaseLimits([line(1, boxSet, 1), line(2, tee, 9), line(3, boxSet, 1)])),
    ).toEqual({
      status: 409,
      code: 'PURCHASE_LIMIT',
      message: 'Sorry, Deluxe Box Set is limited to 1 per order. Lower the quantity to place your order.',
      fields: { 'items.1': 'Limit 1 per order', 'items.3': 'Limit 1 per order' },
    });
  });
});
