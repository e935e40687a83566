import { ADMIN_ORDER_MESSAGES, canMoveOrder, ORDER_TRANSITIONS } from '@ps/shared/console-schemas';
import { ORDER_STATUS_NAMES, SHIPMENT_MESSAGES, type Carrier, type OrderStatus } from '@ps/shared/schemas';
import type { z } from 'zod';
import type { orderStatusChangeSchema } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { enqueueMail } from '../../../platform/mail/outbox';
import { orderConfirmationEmail } from '../order-confirmation-email';
import { orderQueries } from '../repository';
import { shipEverythingLeft, shipmentQueries } from '../shipments';
import type { PaymentProvider } from '../../payments';
import type { StaffActor } from '../../../platform/audit/staff-actor';
import { adminOrderQueries } from './admin-order-repository';
import { movePaymentFor, refundKeyOf } from './payment-for-change';
import type { RefundAllowance } from './refunds/refund-allowance';
import { refundQueries, unitsNotRestocked, unrefundedLines } from './refunds/refund-repository';
import { STATUS_EMAILS } from './status-emails';

export type StatusChange = z.output<typeof orderStatusChangeSchema>;

/** A member acting on an order, with what their role lets them give back (decision 070). */
export interface OrderStaffActor extends StaffActor {
  refunds: RefundAllowance;
}

/** What the audit log is told about a change; written in the change's own transaction. */
export interface OrderAuditEntry {
  action: string;
  target: string;
  changes: Record<string, unknown>;
}

export interface StatusChangeDependencies {
  db: Db;
  payments: PaymentProvider;
  /** Absolute links in e-mails start with it (PUBLIC_URL). */
  siteUrl: string;
  audit: (trx: Db, actor: StaffActor, entry: OrderAuditEntry) => Promise<void>;
}

const names = (statuses: readonly OrderStatus[]) => statuses.map((status) => ORDER_STATUS_NAMES[status]);

function wrongMove(from: OrderStatus, to: OrderStatus): AppError {
  const allowed = ORDER_TRANSITIONS[from];
  const message =
    allowed.length === 0
      ? `A ${ORDER_STATUS_NAMES[from]} order cannot change any more.`
      : `A ${ORDER_STATUS_NAMES[from]} order can move to ${new Intl.ListFormat('en', { type: 'disjunction' }).format(names(allowed))}, not ${ORDER_STATUS_NAMES[to]}.`;
  return new AppError(409, 'INVALID_TRANSITION', message, { fields: { status: message } });
}

function shipmentOf(change: StatusChange): { carrier: Carrier; trackingNumber: string } {
  const fields: Record<string, string> = {};
  if (!change.carrier) fields.carrier = SHIPMENT_MESSAGES.carrierRequired;
  if (!change.trackingNumber) fields.trackingNumber = SHIPMENT_MESSAGES.trackingNumberRequired;
  if (!change.carrier || !change.trackingNumber) {
    throw AppError.validation('Shipping an order needs the carrier and the tracking number', fields);
  }
  return { carrier: change.carrier, trackingNumber: change.trackingNumber };
}

/**
 * Moves one order to a new status for a staff member, all or nothing: with the order
 * row locked, it checks the version and the transition, moves the money through the
 * provider, restocks, records the timeline entry and the audit row, and queues the
 * customer's e-mail. A second change racing this one waits for the lock, then gets 409.
 */
export async function changeOrderStatus(
  deps: StatusChangeDependencies,
  orderId: number,
  change: StatusChange,
  actor: OrderStaffActor,
) {
  const { db, payments, siteUrl } = deps;
  await db.transaction().execute(async (trx) => {
    const order = await adminOrderQueries.lockForChange(trx, orderId);
    if (!order) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
    if (order.version !== change.expectedVersion) {
      const message = `${ADMIN_ORDER_MESSAGES.changedMeanwhile} It is now ${ORDER_STATUS_NAMES[order.status]}.`;
      throw new AppError(409, 'VERSION_CONFLICT', message);
    }
    if (!canMoveOrder(order.status, change.status)) throw wrongMove(order.status, change.status);
    const shipment = change.status === 'shipped' ? { ...shipmentOf(change), shippedAt: new Date() } : {};

    const earlierRefunds = await refundQueries.count(trx, order.id);
    const unrefunded = await unrefundedLines(trx, order.id);
    const refundKey = refundKeyOf(order.id, earlierRefunds);
    const payment = await movePaymentFor(trx, payments, order, change.status, refundKey, actor.refunds);
    const restocked = change.status === 'cancelled' || (change.status === 'refunded' && change.restock === true);
    if (restocked) await adminOrderQueries.restock(trx, order.id, await unitsNotRestocked(trx, order.id), siteUrl);
    // A whole-order move ships, or delivers, every parcel still owed (decision 071).
    if (change.status === 'shipped') await shipEverythingLeft(trx, order.id, shipmentOf(change), actor);
    if (change.status === 'delivered') await shipmentQueries.markAllDelivered(trx, order.id);
    if (payment.refundReference) {
      const amountCents = (payment.refundedCents ?? order.totalCents) - order.refundedCents;
      const refund = { orderId: order.id, amountCents, providerRefundId: payment.refundReference, lines: unrefunded };
      await refundQueries.add(trx, { ...refund, restocked }, actor);
    }
    await adminOrderQueries.update(trx, order.id, order.version, { status: change.status, ...payment, ...shipment });
    await adminOrderQueries.addEvent(trx, order.id, change.status, actor, change.notes);
    await deps.audit(trx, actor, {
      action: 'order.status_changed',
      target: order.orderNumber,
      changes: {
        summary: `${ORDER_STATUS_NAMES[order.status]} → ${ORDER_STATUS_NAMES[change.status]}`,
        from: order.status,
        to: change.status,
        ...shipment,
        ...payment,
        restocked,
        notes: change.notes ?? null,
      },
    });

    // An erased buyer's order has no address left to write to (decision 012).
    if (order.anonymisedAt) return;
    const changed = {
      ...order,
      ...payment,
      ...shipment,
      status: change.status,
      refundedBeforeCents: order.refundedCents,
    };
    const email = STATUS_EMAILS[change.status]?.(changed, siteUrl);
    if (email) await enqueueMail(trx, email.kind, email.message);
    if (change.status === 'confirmed') {
      const lines = await orderQueries.listItems(trx, order.id);
      await enqueueMail(trx, 'order_confirmation', orderConfirmationEmail(changed, lines, siteUrl));
    }
  });
}
