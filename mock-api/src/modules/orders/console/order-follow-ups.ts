import {
  ADMIN_ORDER_MESSAGES,
  ORDER_MAIL_MESSAGES,
  RESENDABLE_ORDER_MAILS,
  type ResendableOrderMail,
} from '@ps/shared/console-schemas';
import { CARRIERS, type Carrier } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import type { StaffActor } from '../../../platform/audit/staff-actor';
import { enqueueMail } from '../../../platform/mail/outbox';
import { orderConfirmationEmail } from '../order-confirmation-email';
import { orderQueries, type OrderRecord } from '../repository';
import { shipmentQueries } from '../shipments';
import { adminOrderQueries } from './admin-order-repository';
import type { StatusChangeDependencies } from './status-change';
import { STATUS_EMAILS } from './status-emails';

export interface ShipmentFix {
  carrier: Carrier;
  trackingNumber: string;
  notifyCustomer: boolean;
  expectedVersion: number;
}

const HAS_SHIPPED = new Set(['shipped', 'delivered']);

const shipmentWords = (carrier: Carrier | null, trackingNumber: string | null) =>
  carrier && trackingNumber ? `${CARRIERS[carrier].name} ${trackingNumber}` : 'none';

function shippedMail(order: OrderRecord, siteUrl: string) {
  return STATUS_EMAILS.shipped!({ ...order, refundedBeforeCents: order.refundedCents }, siteUrl);
}

/** Queues one order e-mail as the customer first got it, from the order as it is now. */
async function enqueueOrderMail(trx: Db, order: OrderRecord, mail: ResendableOrderMail, siteUrl: string) {
  if (mail === 'order_shipped') {
    const { kind, message } = shippedMail(order, siteUrl);
    await enqueueMail(trx, kind, message);
    return;
  }
  const lines = await orderQueries.listItems(trx, order.id);
  await enqueueMail(trx, 'order_confirmation', orderConfirmationEmail(order, lines, siteUrl));
}

async function lockedOrder(trx: Db, orderId: number) {
  const order = await adminOrderQueries.lockForChange(trx, orderId);
  if (!order) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
  return order;
}

/**
 * Corrects a shipped order's carrier and tracking number (a typo on the label), with the
 * audit row naming the old and the new; the customer gets the shipped e-mail again if asked.
 */
export async function correctShipment(
  deps: StatusChangeDependencies,
  orderId: number,
  fix: ShipmentFix,
  actor: StaffActor,
) {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, orderId);
    if (order.version !== fix.expectedVersion)
      throw new AppError(409, 'VERSION_CONFLICT', ADMIN_ORDER_MESSAGES.changedMeanwhile);
    if (!HAS_SHIPPED.has(order.status)) {
      throw new AppError(409, 'CONFLICT', ORDER_MAIL_MESSAGES.notShippedYet);
    }
    const shipment = { carrier: fix.carrier, trackingNumber: fix.trackingNumber };
    await adminOrderQueries.update(trx, order.id, order.version, shipment);
    await shipmentQueries.correctNewest(trx, order.id, shipment);
    const notified = fix.notifyCustomer && !order.anonymisedAt;
    if (notified) await enqueueOrderMail(trx, { ...order, ...shipment }, 'order_shipped', deps.siteUrl);
    await deps.audit(trx, actor, {
      action: 'order.tracking_corrected',
      target: order.orderNumber,
      changes: {
        summary: `Tracking changed from ${shipmentWords(order.carrier, order.trackingNumber)} to ${shipmentWords(fix.carrier, fix.trackingNumber)}`,
        from: { carrier: order.carrier, trackingNumber: order.trackingNumber },
        to: shipment,
        customerEmailed: notified,
      },
    });
  });
}

/** Puts an order e-mail in the outbox again (the customer lost it, or it bounced and was fixed), audited. */
export async function resendOrderMail(
  deps: StatusChangeDependencies,
  orderId: number,
  mail: ResendableOrderMail,
  actor: StaffActor,
): Promise<{ to: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, orderId);
    if (order.anonymisedAt) throw new AppError(409, 'CONFLICT', ORDER_MAIL_MESSAGES.erased);
    if (mail === 'order_shipped' && !(HAS_SHIPPED.has(order.status) && order.carrier && order.trackingNumber)) {
      throw new AppError(409, 'CONFLICT', ORDER_MAIL_MESSAGES.notShipped);
    }
    await enqueueOrderMail(trx, order, mail, deps.siteUrl);
    await deps.audit(trx, actor, {
      action: 'order.mail_resent',
      target: order.orderNumber,
      changes: { summary: `${RESENDABLE_ORDER_MAILS[mail]} e-mail sent again`, mail },
    });
    return { to: order.customerEmail };
  });
}
