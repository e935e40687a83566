import { canMoveOrder, type AdminOrderDetail } from '@ps/shared/console-schemas';
import type { PaymentStatus } from '@ps/shared/schemas';

const REFUNDABLE_PAYMENTS: readonly PaymentStatus[] = ['paid', 'partially_refunded'];

/** The server refunds a paid (or partly refunded) order that is confirmed or further along. */
export const canRefund = (order: Pick<AdminOrderDetail, 'status' | 'paymentStatus'>): boolean =>
  canMoveOrder(order.status, 'refunded') && REFUNDABLE_PAYMENTS.includes(order.paymentStatus);

/** Units of each line not refunded yet, by item id. */
export function unitsLeftToRefund(order: Pick<AdminOrderDetail, 'items' | 'refunds'>): Map<number, number> {
  const refunded = new Map(order.refunds.lines.map((line) => [line.itemId, line.refundedQuantity]));
  return new Map(order.items.map((item) => [item.id, item.quantity - (refunded.get(item.id) ?? 0)]));
}
