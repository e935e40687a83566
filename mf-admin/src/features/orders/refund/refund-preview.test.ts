import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { refundPreview } from './refund-preview';

const order = {
  subtotal: 40,
  shipping: 5.99,
  total: 45.89,
  items: [
    { id: 1, quantity: 2, unitPrice: 15 },
    { id: 2, quantity: 1, unitPrice: 10 },
  ],
  refunds: { refunded: 0, lines: [] as { itemId: number; refundedQuantity: number }[] },
} as unknown as AdminOrderDetail;

describe('refundPreview', () => {
  it('gives a unit its share of what was paid for goods, tax and discount included', () => {
    // (45.89 − 5.99) × 15 / 40 = 14.9625 → $14.96
    expect(refundPreview(order, [{ itemId: 1, quantity: 1 }])).toBe(14.96);
  });

  it('gives the last units everything that is left, shipping included', () => {
    const partly = { ...order, refunds: { refunded: 14.96, lines: [{ itemId: 1, refundedQuantity: 1 }] } };
    expect(
      refundPreview(partly, [
        { itemId: 1, quantity: 1 },
        { itemId: 2, quantity: 1 },
      ]),
    ).toBe(30.93);
  });

  it('has no amount for more units than are left', () => {
    expect(refundPreview(order, [{ itemId: 2, quantity: 2 }])).toBeNull();
  });
});
