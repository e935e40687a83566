import { formatPrice } from '@ps/shared/rules';
import type { Db } from '../../db/tables';
import { centsToDollars } from '../../lib/money';
import { notifyStaff, stockLevels } from './repository';

/* The events staff hear about. Each takes the transaction the event happens in. */

export function notifyNewOrder(
  trx: Db,
  order: { id: number; orderNumber: string; customerName: string; totalCents: number; itemCount: number },
): Promise<void> {
  const items = order.itemCount === 1 ? '1 item' : `${order.itemCount} items`;
  return notifyStaff(trx, {
    kind: 'new_order',
    eventKey: `order:${order.id}`,
    title: `New order ${order.orderNumber}`,
    body: `${order.customerName}: ${items}, ${formatPrice(centsToDollars(order.totalCents))}`,
    link: `/admin/orders/${order.id}`,
  });
}

export interface StockTaken {
  variantId: number;
  quantity: number;
}

/**
 * After stock was taken in `trx` (already decremented): one notification for each variant
 * this change took from above its threshold to at or below it. `cause` names the change
 * ("order:12"), so the same change never warns twice.
 */
export async function notifyLowStock(trx: Db, taken: readonly StockTaken[], cause: string): Promise<void> {
  if (taken.length === 0) return;
  const rows = await stockLevels(
    trx,
    taken.map((each) => each.variantId),
  );
  for (const row of rows) {
    const quantity = taken.find((each) => each.variantId === row.variantId)?.quantity ?? 0;
    if (row.available > row.threshold || row.available + quantity <= row.threshold) continue;
    await notifyStaff(trx, {
      kind: 'low_stock',
      eventKey: `low_stock:${row.variantId}:${cause}`,
      title: `Low stock: ${row.productName} (${row.variantName})`,
      body: row.available === 0 ? 'Sold out' : `${row.available} left; alerts at ${row.threshold} or fewer`,
      link: `/admin/products/${row.productId}`,
    });
  }
}

/** A card refused at checkout; `attempt` counts the session's refusals, so each is told once. */
export function notifyPaymentFailed(
  trx: Db,
  failure: { checkoutSessionId: string; attempt: number; amountCents: number; reason: string },
): Promise<void> {
  return notifyStaff(trx, {
    kind: 'payment_failed',
    eventKey: `payment_failed:${failure.checkoutSessionId}:${failure.attempt}`,
    title: 'Payment declined at checkout',
    body: `${formatPrice(centsToDollars(failure.amountCents))}: ${failure.reason}`,
    link: null,
  });
}

/** For the fan-photo uploads: call in the transaction that stores the photo as pending. */
export function notifyFanPhoto(trx: Db, photo: { id: number | string; fanName: string }): Promise<void> {
  return notifyStaff(trx, {
    kind: 'fan_photo',
    eventKey: `fan_photo:${photo.id}`,
    title: 'New fan photo to review',
    body: `From ${photo.fanName}`,
    link: '/admin/fan-photos',
  });
}
