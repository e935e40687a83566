import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import type { AuthorizedPayment, PaymentProvider } from './payment-provider';

/** What the webhook needs of checkout's completion, which wiring hands in: place the held payment's order. */
export interface HeldPaymentCompletion {
  complete(checkoutSessionId: string, payment: AuthorizedPayment, idempotencyKey: string): Promise<unknown>;
}

/** The orders module's part, which wiring hands in: records a held balance payment; false when not a balance's. */
export interface HeldBalanceCompletion {
  completeHeldBalance(payment: AuthorizedPayment): Promise<boolean>;
}

/**
 * The provider's word that a payment went through. It completes the checkout the
 * payment was made for, exactly as create-order would: if the browser never came
 * back after paying, the order is still placed (once). A balance paid with PayPal
 * is recorded the same way, once, whether its return page or this comes first.
 */
export function createPaymentWebhookService(
  payments: PaymentProvider,
  completion: HeldPaymentCompletion,
  logger: Logger,
  balances?: HeldBalanceCompletion,
) {
  return {
    async handle(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!payments.parseWebhook) throw AppError.notFound();
      const event = payments.parseWebhook(rawBody, signature);
      if (event.kind !== 'payment_authorized') {
        logger.info({ event }, 'payment webhook: nothing to do');
        return;
      }
      const payment = await payments.findAuthorized(event.paymentId);
      const { checkoutSessionId, idempotencyKey } = payment?.metadata ?? {};
      if (payment && !checkoutSessionId && balances) {
        try {
          if (await balances.completeHeldBalance(payment)) return;
        } catch (error) {
          // A balance that ended meanwhile released the hold; retrying will not help.
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          logger.warn({ paymentId: payment.id, code: error.code }, 'payment webhook: balance not recorded');
          return;
        }
      }
      if (!payment || !checkoutSessionId || !idempotencyKey) {
        logger.info({ paymentId: event.paymentId }, 'payment webhook: not a held checkout payment');
        return;
      }
      try {
        await completion.complete(checkoutSessionId, payment, idempotencyKey);
      } catch (error) {
        // A refusal (sold out, cart changed) already released the hold; retrying will not help.
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        logger.warn({ paymentId: payment.id, code: error.code }, 'payment webhook: no order; the hold was released');
      }
    },
  };
}

export type PaymentWebhookService = ReturnType<typeof createPaymentWebhookService>;
