export interface RefundedOrder {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  refundedCents: number;
}

/**
 * What refunding units worth `goodsCents` at their price gives back, in cents: their share of
 * what was paid for goods (less their part of the discount, plus their part of the tax). The
 * refund that leaves no unit unrefunded returns everything left, shipping and rounding included.
 * Never more than is left of the payment. The server charges it; the console shows it first.
 */
export function refundAmountCents(order: RefundedOrder, goodsCents: number, lastUnits: boolean): number {
  const left = Math.max(0, order.totalCents - order.refundedCents);
  if (lastUnits) return left;
  const paidForGoods = order.totalCents - order.shippingCents;
  const share = order.subtotalCents === 0 ? 0 : Math.round((goodsCents * paidForGoods) / order.subtotalCents);
  return Math.min(share, left);
}
