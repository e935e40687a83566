import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { paymentFailures } from '../../metrics/process-metrics';
import { paymentRefused, type PaymentProvider } from '../payments';
import { checkoutSessionNotFound } from './checkout-errors';
import type { CheckoutCompletion } from './complete-checkout';
import { recordDecline } from './record-decline';
import { checkoutQueries } from './repository';

const paymentNotFound = () => AppError.notFound('No payment of this checkout has that id');

/**
 * POST /api/checkout/session/:id/payment-return: the buyer is back from approving on the method's own site
 * (PayPal). The provider, not the browser's query string, says whether the payment is held; a held one
 * becomes the order through the same completion as create-order and the webhook, so a reload, or the
 * webhook arriving first, gives back the one order.
 */
export function createPaymentReturn(db: Db, payments: PaymentProvider, completion: CheckoutCompletion) {
  return async function finishPaymentReturn(ownerSessionId: string, checkoutSessionId: string, paymentId: string) {
    const session = await checkoutQueries.findSession(db, checkoutSessionId);
    if (!session || session.ownerSessionId !== ownerSessionId) throw checkoutSessionNotFound();
    const payment = payments.findRedirected ? await payments.findRedirected(paymentId) : null;
    const { checkoutSessionId: paidFor, idempotencyKey } = payment?.metadata ?? {};
    if (!payment || paidFor !== checkoutSessionId || !idempotencyKey) throw paymentNotFound();
    if (!payment.authorized) {
      // Cancelled or refused at PayPal: nothing is held. The next try needs a new payment, so it counts as a decline.
      const refusal = paymentRefused('PAYMENT_FAILED');
      paymentFailures.inc({ reason: 'declined' });
      if (!session.orderId) await recordDecline(db, checkoutSessionId, payment.amountCents, refusal);
      throw refusal;
    }
    const order = await completion.complete(checkoutSessionId, payment.authorized, idempotencyKey);
    return { orderNumber: order.orderNumber, created: order.created };
  };
}

export type FinishPaymentReturn = ReturnType<typeof createPaymentReturn>;
