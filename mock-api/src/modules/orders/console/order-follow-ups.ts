import {
  ADMIN_ORDER_MESSAGES,
  ORDER_MAIL_MESSAGES,
  RESENDABLE_ORDER_MAILS,
  type ResendableOrderMail,
} from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import type { StaffActor } from '../../../platform/audit/staff-actor';
import { enqueueMail } from '../../../platform/mail/outbox';
import { orderConfirmationEmail } from '../order-confirmation-email';
import { orderQueries, type OrderRecord } from '../repository';
import { adminOrderQueries } from './admin-order-repository';
import type { StatusChangeDependencies } from './status-change';
import { STATUS_EMAILS } from './status-emails';

const HAS_SHIPPED = new Set(['shipped', 'delivered']);

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
