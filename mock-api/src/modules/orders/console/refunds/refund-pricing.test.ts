import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../http/app-error';
import { priceRefund, type PricedItem } from './refund-pricing';

// Two tees at $20 and a cap at $10: $50 of goods, $5 off, 10% tax on $45, $6 shipping.
const order = { subtotalCents: 5000, shippingCents: 600, totalCents: 5000 - 500 + 450 + 600, refundedCents: 0 };
const items: PricedItem[] = [
  { id: 1, productName: 'Tee', variantName: 'M', quantity: 2, unitPriceCents: 2000 },
  { id: 2, productName: 'Cap', variantName: 'One size', quantity: 1, unitPriceCents: 1000 },
];
const none = new Map<number, number>();

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, fields: error.fields };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('priceRefund', () => {
  it('gives back a unit its share of the goods, the discount and the tax taken off or added', () => {
    // 2000 of 5000 goods: 40% of the 4950 paid for goods.
    expect(priceRefund(order, items, none, [{ itemId: 1, quantity: 1 }])).toBe(1980);
  });

  it('gives back everything left, shipping included, when no unit stays unrefunded', () => {
    const refunded = new Map([[1, 1]]);
    const after = { ...order, refundedCents: 1980 };
    const rest = priceRefund(after, items, refunded, [
      { itemId: 1, quantity: 1 },
      { itemId: 2, quantity: 1 },
    ]);
    expect(rest).toBe(order.totalCents - 1980);
  });

  it('refuses more units than are left of a line, naming the line', () => {
    expect(refusal(() => priceRefund(order, items, new Map([[1, 2]]), [{ itemId: 1, quantity: 1 }]))).toEqual({
      status: 422,
      code: 'REFUND_TOO_LARGE',
      fields: { 'lines.0.quantity': 'Only 0 of Tee (M) can still be refunded' },
    });
  });

  it('refuses an item of another order, and an order with nothing left', () => {
    expect(refusal(() => priceRefund(order, items, none, [{ itemId: 9, quantity: 1 }]))?.fields).toEqual({
      'lines.0.itemId': 'This item is not part of the order',
    });
    const spent = { ...order, refundedCents: order.totalCents };
    expect(refusal(() => priceRefund(spent, items, none, [{ itemId: 2, quantity: 1 }]))?.status).toBe(409);
  });
});
