import type { OrderStatus, PaymentStatus } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import type { PaymentProvider } from '../payments/payment-provider';

interface OrderPayment {
  id: number;
  paymentStatus: PaymentStatus;
  paymentReference: string;
}

export interface PaymentOutcome {
  paymentStatus?: PaymentStatus;
  refundReference?: string;
}

const notCaptured = (cause?: unknown) =>
  new AppError(409, 'PAYMENT_FAILED', 'The payment could not be taken, so the order stays pending.', { cause });

async function refund(payments: PaymentProvider, order: OrderPayment): Promise<PaymentOutcome> {
  // One key per order: a retry after a lost answer gets the first refund back, never a second.
  const { refundId } = await payments.refund(order.paymentReference, `order-${order.id}-refund`);
  return { paymentStatus: 'refunded', refundReference: refundId };
}

/** Cancelling: give back what was taken, or release what is only held. */
async function cancel(payments: PaymentProvider, order: OrderPayment): Promise<PaymentOutcome> {
  if (order.paymentStatus === 'paid') return refund(payments, order);
  if (order.paymentStatus !== 'pending') return {};
  // Pending in our books; the provider knows whether the capture went through meanwhile.
  const payment = await payments.findAuthorized(order.paymentReference);
  if (payment?.status === 'succeeded') return refund(payments, order);
  if (payment) await payments.cancel(payment.id);
  return { paymentStatus: 'voided' };
}

/**
 * What the move to `to` does to the money, through the provider: confirming takes the
 * held payment, cancelling releases or refunds it, refunding gives it all back.
 * Called with the order row locked, so only one change can move the money.
 */
export async function movePaymentFor(
  payments: PaymentProvider,
  order: OrderPayment,
  to: OrderStatus,
): Promise<PaymentOutcome> {
  if (to === 'cancelled') return cancel(payments, order);
  if (to === 'refunded') {
    if (order.paymentStatus !== 'paid') {
      throw new AppError(
        409,
        'PAYMENT_NOT_REFUNDED',
        `There is nothing to refund: the payment is ${order.paymentStatus}.`,
      );
    }
    return refund(payments, order);
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
