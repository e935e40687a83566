import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { assertQuantityAllowed } from './quantity-rule';

function problem(quantity: number, available: number, alreadyInCart = 0) {
  try {
    assertQuantityAllowed({ quantity, available, alreadyInCart });
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, code: error.code, message: error.message };
  }
}

describe('assertQuantityAllowed', () => {
  it('allows up to the stock and up to 10', () => {
    expect(problem(3, 3)).toBeNull();
    expect(problem(10, 50)).toBeNull();
  });

  it('refuses anything of a sold-out variant', () => {
    expect(problem(1, 0)).toEqual({ status: 409, code: 'OUT_OF_STOCK', message: 'This item is out of stock' });
  });

  it('names the stock when the stock is the limit', () => {
    expect(problem(4, 3)).toEqual({ status: 409, code: 'INSUFFICIENT_STOCK', message: 'Only 3 left in stock' });
    expect(problem(12, 9, 8)?.message).toBe('Only 9 left in stock (you already have 8 in your cart)');
  });

  it('names the per-item maximum when 10 is the limit', () => {
    expect(problem(11, 10)).toEqual({
      status: 409,
      code: 'QUANTITY_LIMIT',
      message: 'You can buy at most 10 of this item',
    });
    expect(problem(11, 40, 6)?.message).toBe('You can buy at most 10 of this item (you already have 6 in your cart)');
  });
});
