import type { OrderStatus, PaymentStatus } from '@ps/shared/schemas';
import { AppError } from '../../../http/app-error';
import type { Db } from '../../../db/tables';
import type { PaymentProvider } from '../../payments';
import { refundAcrossPayments } from './refunds/refund-across-payments';
import { assertMayRefund, type RefundAllowance } from './refunds/refund-allowance';

interface OrderPayment {
  id: number;
  paymentStatus: PaymentStatus;
  paymentReference: string;
  totalCents: number;
  refundedCents: number;
  /** What an edit added and was never paid (decision 073): not there to give back. */
  balanceDueCents: number;
}

export interface PaymentOutcome {
  paymentStatus?: PaymentStatus;
  refundReference?: string;
  refundedCents?: number;
}

/** What was taken and can still be given back, wholly or in part. */
export const REFUNDABLE: readonly PaymentStatus[] = ['paid', 'partially_refunded'];

/**
 * The provider's idempotency key for an order's next refund: the first keeps the
 * key from before refunds by line, so a retried change still finds its refund.
 */
export const refundKeyOf = (orderId: number, earlierRefunds: number) =>
  earlierRefunds === 0 ? `order-${orderId}-refund` : `order-${orderId}-refund-${earlierRefunds + 1}`;

const notCaptured = (cause?: unknown) =>
  new AppError(409, 'PAYMENT_FAILED', 'The payment could not be taken, so the order stays pending.', { cause });

/** Gives back all that is left; the caller records it as a refund of every unit not yet refunded. */
async function refund(
  trx: Db,
  payments: PaymentProvider,
  order: OrderPayment,
  key: string,
  allowance: RefundAllowance,
): Promise<PaymentOutcome> {
  const left = order.totalCents - order.refundedCents - order.balanceDueCents;
  assertMayRefund(allowance, left);
  // One key per refund: a retry after a lost answer gets the same refund back, never a second.
  const { refundId } = await refundAcrossPayments(trx, payments, order, key, left);
  return { paymentStatus: 'refunded', refundReference: refundId, refundedCents: order.refundedCents + left };
}

/** Cancelling: give back what was taken, or release what is only held. */
async function cancel(
  trx: Db,
  payments: PaymentProvider,
  order: OrderPayment,
  key: string,
  allowance: RefundAllowance,
): Promise<PaymentOutcome> {
  if (REFUNDABLE.includes(order.paymentStatus)) return refund(trx, payments, order, key, allowance);
  if (order.paymentStatus !== 'pending') return {};
  // Pending in our books; the provider knows whether the capture went through meanwhile.
  const payment = await payments.findAuthorized(order.paymentReference);
  if (payment?.status === 'succeeded') return refund(trx, payments, order, key, allowance);
  if (payment) await payments.cancel(payment.id);
  return { paymentStatus: 'voided' };
}

/**
 * What the move to `to` does to the money, through the provider: confirming takes the
 * held payment, cancelling releases or refunds it, refunding gives back all that is left;
 * money goes back only within the acting member's refund allowance.
 * Called with the order row locked, so only one change can move the money.
 */
export async function movePaymentFor(
  trx: Db,
  payments: PaymentProvider,
  order: OrderPayment,
  to: OrderStatus,
  refundKey: string,
  allowance: RefundAllowance,
): Promise<PaymentOutcome> {
  if (to === 'cancelled') return cancel(trx, payments, order, refundKey, allowance);
  if (to === 'refunded') {
    if (!REFUNDABLE.includes(order.paymentStatus)) {
      throw new AppError(
        409,
        'PAYMENT_NOT_REFUNDED',
        `There is nothing to refund: the payment is ${order.paymentStatus}.`,
      );
    }
    return refund(trx, payments, order, refundKey, allowance);
  }
  if (to === 'confirmed' && order.paymentStatus !== 'paid') {
    if (order.paymentStatus !== 'pending') throw notCaptured();
    try {
      await payments.capture(order.paymentReference);
    } catch (error) {
      throw notCaptured(error);
    }
    return { paymentStatus: 'paid' };
  }
  return {};
}
