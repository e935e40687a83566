import { describe, expect, it } from 'vitest';
import { canRefund, unitsLeftToRefund } from './refundable';

describe('refundable', () => {
  it('allows refunds once paid and confirmed, and while partly refunded, never before or after', () => {
    expect(canRefund({ status: 'delivered', paymentStatus: 'paid' })).toBe(true);
    expect(canRefund({ status: 'shipped', paymentStatus: 'partially_refunded' })).toBe(true);
    expect(canRefund({ status: 'pending', paymentStatus: 'pending' })).toBe(false);
    expect(canRefund({ status: 'refunded', paymentStatus: 'refunded' })).toBe(false);
    expect(canRefund({ status: 'confirmed', paymentStatus: 'voided' })).toBe(false);
  });

  it('counts the units of each line not refunded yet', () => {
    const items = [
      { id: 1, quantity: 3 },
      { id: 2, quantity: 1 },
    ] as Parameters<typeof unitsLeftToRefund>[0]['items'];
    const refunds = { refunded: 10, lines: [{ itemId: 1, refundedQuantity: 2 }] };
    expect(unitsLeftToRefund({ items, refunds })).toEqual(
      new Map([
        [1, 1],
        [2, 1],
      ]),
    );
  });
});
