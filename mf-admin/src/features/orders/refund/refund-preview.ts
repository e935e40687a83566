import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { refundAmountCents } from '@ps/shared/rules';
import { unitsLeftToRefund } from './refundable';

const cents = (dollars: number) => Math.round(dollars * 100);

export interface RefundLineRequest {
  itemId: number;
  quantity: number;
}

/**
 * The amount in dollars refunding these units will give back, by the rule the server charges
 * by; null while a quantity is more than is left of its line (the server would refuse it).
 */
export function refundPreview(order: AdminOrderDetail, lines: readonly RefundLineRequest[]): number | null {
  const left = unitsLeftToRefund(order);
  let goodsCents = 0;
  let unitsLeftAfter = [...left.values()].reduce((sum, units) => sum + units, 0);
  for (const line of lines) {
    const item = order.items.find((each) => each.id === line.itemId);
    if (!item || line.quantity > (left.get(line.itemId) ?? 0)) return null;
    goodsCents += cents(item.unitPrice) * line.quantity;
    unitsLeftAfter -= line.quantity;
  }
  const basis = {
    subtotalCents: cents(order.subtotal),
    shippingCents: cents(order.shipping),
    totalCents: cents(order.total),
    refundedCents: cents(order.refunds.refunded),
  };
  return refundAmountCents(basis, goodsCents, unitsLeftAfter === 0) / 100;
}
