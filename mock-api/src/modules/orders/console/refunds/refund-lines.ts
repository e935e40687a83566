import { formatPrice } from '@ps/shared/rules';
import { centsToDollars } from '../../../../lib/money';
import type { z } from 'zod';
import {
  ADMIN_ORDER_MESSAGES,
  canMoveOrder,
  ORDER_REFUND_MESSAGES,
  type orderRefundSchema,
} from '@ps/shared/console-schemas';
import { ORDER_STATUS_NAMES, type PaymentStatus } from '@ps/shared/schemas';
import type { Db } from '../../../../db/tables';
import { AppError } from '../../../../http/app-error';
import { enqueueMail } from '../../../../platform/mail/outbox';
import { orderQueries } from '../../repository';
import { adminOrderQueries } from '../admin-order-repository';
import { REFUNDABLE, refundKeyOf } from '../payment-for-change';
import type { OrderStaffActor, StatusChangeDependencies } from '../status-change';
import { partialRefundEmail, STATUS_EMAILS } from '../status-emails';
import { assertMayRefund } from './refund-allowance';
import { refundAcrossPayments } from './refund-across-payments';
import { priceRefund } from './refund-pricing';
import { refundQueries } from './refund-repository';

export type LineRefund = z.output<typeof orderRefundSchema>;

/**
 * Refunds some units of an order, all or nothing, like a status change (decision 013):
 * with the order row locked it checks the version, prices the units on the server,
 * refunds that amount through the provider, restocks if asked, and records the refund,
 * the timeline entry, the audit row and the customer's e-mail. The refund that gives
 * back the last of the payment also moves the order to refunded.
 */
export async function refundOrderLines(
  deps: StatusChangeDependencies,
  orderId: number,
  request: LineRefund,
  actor: OrderStaffActor,
): Promise<void> {
  await deps.db.transaction().execute((trx) => refundOrderLinesIn(trx, deps, orderId, request, actor));
}

/** refundOrderLines inside a caller's transaction (a return's refund); answers the amount given back. */
export async function refundOrderLinesIn(
  trx: Db,
  deps: StatusChangeDependencies,
  orderId: number,
  request: LineRefund,
  actor: OrderStaffActor,
): Promise<{ amountCents: number }> {
  const { payments, siteUrl } = deps;
  const order = await adminOrderQueries.lockForChange(trx, orderId);
  if (!order) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
  if (order.version !== request.expectedVersion) {
    const message = `${ADMIN_ORDER_MESSAGES.changedMeanwhile} It is now ${ORDER_STATUS_NAMES[order.status]}.`;
    throw new AppError(409, 'VERSION_CONFLICT', message);
  }
  if (!canMoveOrder(order.status, 'refunded') || !REFUNDABLE.includes(order.paymentStatus)) {
    throw new AppError(409, 'PAYMENT_NOT_REFUNDED', ORDER_REFUND_MESSAGES.notRefundable);
  }
  // A unit's share of the total would include money never taken, and the open pay link would
  // still ask for it (decision 073).
  if (order.balanceDueCents > 0) {
    const due = formatPrice(centsToDollars(order.balanceDueCents));
    throw new AppError(409, 'BALANCE_DUE', ORDER_REFUND_MESSAGES.balanceDue(due));
  }
  const [items, refundedByItem, earlierRefunds] = await Promise.all([
    orderQueries.listItems(trx, order.id),
    refundQueries.refundedByItem(trx, order.id),
    refundQueries.count(trx, order.id),
  ]);
  const amountCents = priceRefund(order, items, refundedByItem, request.lines);
  assertMayRefund(actor.refunds, amountCents);

  const { refundId } = await refundAcrossPayments(
    trx,
    payments,
    order,
    refundKeyOf(order.id, earlierRefunds),
    amountCents,
  );
  const refundedCents = order.refundedCents + amountCents;
  const whole = refundedCents === order.totalCents;
  const paymentStatus: PaymentStatus = whole ? 'refunded' : 'partially_refunded';
  const status = whole ? 'refunded' : order.status;

  await refundQueries.add(
    trx,
    { orderId: order.id, amountCents, providerRefundId: refundId, restocked: request.restock, lines: request.lines },
    actor,
  );
  if (request.restock) {
    const units = new Map(request.lines.map((line) => [line.itemId, line.quantity]));
    await adminOrderQueries.restock(trx, order.id, units, siteUrl);
  }
  await adminOrderQueries.update(trx, order.id, order.version, {
    status,
    paymentStatus,
    refundedCents,
    refundReference: refundId,
  });
  await adminOrderQueries.addEvent(trx, order.id, status, actor, request.notes, amountCents);
  await deps.audit(trx, actor, {
    action: 'order.refunded',
    target: order.orderNumber,
    changes: {
      summary: `Refunded ${formatPrice(centsToDollars(amountCents))} (${formatPrice(centsToDollars(refundedCents))} of ${formatPrice(centsToDollars(order.totalCents))} so far)`,
      amountCents,
      refundedCents,
      lines: request.lines,
      restocked: request.restock,
      paymentStatus,
      status,
      refundReference: refundId,
      notes: request.notes ?? null,
    },
  });

  // An erased buyer's order has no address left to write to (decision 012).
  if (order.anonymisedAt) return { amountCents };
  const mailOrder = { ...order, status, paymentStatus, refundedCents, refundedBeforeCents: order.refundedCents };
  const email = whole
    ? STATUS_EMAILS.refunded?.(mailOrder, siteUrl)
    : partialRefundEmail(mailOrder, amountCents, siteUrl);
  if (email) await enqueueMail(trx, email.kind, email.message);
  return { amountCents };
}
