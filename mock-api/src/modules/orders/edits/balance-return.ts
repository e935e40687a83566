import { isFinalOrderStatus } from '@ps/shared/console-schemas';
import { ORDER_EDIT_MESSAGES, RETURN_MESSAGES, type OrderBalancePaid } from '@ps/shared/schemas';
import { AppError } from '../../../http/app-error';
import { centsToDollars } from '../../../lib/money';
import { paymentRefused, type AuthorizedPayment } from '../../payments';
import { adminOrderQueries } from '../console/admin-order-repository';
import { recordBalancePaid } from './balance-payment';
import { balanceQueries } from './edit-repository';
import type { OrderEditDependencies } from './order-edit-dependencies';

/** The order and balance a provider payment was made for, read from its key (`balancePaymentKey`). */
function balanceNamedBy(idempotencyKey: string | undefined): { orderId: number; balanceId: number } | null {
  const match = /^order-(\d+)-balance-(\d+)-/.exec(idempotencyKey ?? '');
  return match ? { orderId: Number(match[1]), balanceId: Number(match[2]) } : null;
}

const paymentNotFound = () => AppError.notFound('No payment of this order has that id');

/**
 * Records a held balance payment once, with the order row locked: the return page, a reload of it
 * and the webhook each come here, and whichever is first captures it; the others find the balance
 * paid by this very payment and answer the same. A balance that ended while the buyer was away
 * (withdrawn, replaced by a later change, or the order closed) releases the hold: nothing is taken.
 */
async function settleHeld(
  deps: OrderEditDependencies,
  named: { orderId: number; balanceId: number },
  payment: AuthorizedPayment,
  who: { ip: string; orderNumber?: string },
): Promise<OrderBalancePaid & { created: boolean }> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await adminOrderQueries.lockForChange(trx, named.orderId);
    const balance = order ? await balanceQueries.findById(trx, order.id, named.balanceId) : undefined;
    if (!order || !balance || (who.orderNumber !== undefined && order.orderNumber !== who.orderNumber)) {
      throw paymentNotFound();
    }
    const answer = { orderNumber: order.orderNumber, amountPaid: centsToDollars(balance.amountCents) };
    if (balance.status === 'paid' && balance.providerPaymentId === payment.id) return { ...answer, created: false };
    if (balance.status !== 'open' || isFinalOrderStatus(order.status)) {
      await deps.payments.cancel(payment.id);
      if (balance.status === 'withdrawn')
        throw new AppError(409, 'BALANCE_WITHDRAWN', RETURN_MESSAGES.balanceWithdrawn);
      if (isFinalOrderStatus(order.status)) throw new AppError(409, 'ORDER_CLOSED', ORDER_EDIT_MESSAGES.orderClosed);
      throw AppError.notFound(ORDER_EDIT_MESSAGES.balanceLinkInvalid);
    }
    await recordBalancePaid(trx, deps, { order, balance, paymentId: payment.id, ip: who.ip });
    return { ...answer, created: true };
  });
}

/**
 * POST /api/orders/{n}/balance/payment-return: the buyer is back from approving a balance on
 * PayPal's site. The provider, not the browser's query string, says whether it is held (decision
 * 074, amended); the payment's own key names the balance, so no link secret travels through Stripe.
 */
export async function finishBalanceReturn(
  deps: OrderEditDependencies,
  orderNumber: string,
  paymentId: string,
  ip: string,
): Promise<OrderBalancePaid & { created: boolean }> {
  const payment = deps.payments.findRedirected ? await deps.payments.findRedirected(paymentId) : null;
  const named = balanceNamedBy(payment?.metadata.idempotencyKey);
  if (!payment || !named || payment.metadata.checkoutSessionId) throw paymentNotFound();
  // Cancelled or refused at PayPal: nothing is held, and the link still asks for the balance.
  if (!payment.authorized) throw paymentRefused('PAYMENT_FAILED');
  return settleHeld(deps, named, payment.authorized, { ip, orderNumber });
}

/** The webhook's part: true when the held payment was a balance's (now recorded, once). */
export async function completeBalanceFromWebhook(
  deps: OrderEditDependencies,
  payment: AuthorizedPayment,
): Promise<boolean> {
  const named = balanceNamedBy(payment.metadata.idempotencyKey);
  if (!named || payment.metadata.checkoutSessionId) return false;
  await settleHeld(deps, named, payment, { ip: 'payment webhook' });
  return true;
}
