import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import { welcomeEmail } from '../accounts/welcome-email';
import type { Mailer } from '../mail/mailer';
import { sendInBackground } from '../mail/send-in-background';
import { orderConfirmationEmail } from '../orders/order-confirmation-email';
import { orderQueries } from '../orders/repository';
import type { AuthorizedPayment, PaymentProvider } from '../payments/payment-provider';
import { placeOrderInTransaction, type PlacedOrder } from './place-order-transaction';

export interface CompletionDependencies {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  logger: Logger;
  /** Absolute links in e-mails start with it. */
  siteUrl: string;
}

/** Postgres' unique_violation: here, one Idempotency-Key sent for two different checkouts. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

const keyReused = () =>
  new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another checkout');

/**
 * The one way a held payment becomes an order. create-order and the payment webhook
 * both call complete(): the checkout session row lock lets one of them place the order
 * and shows the other the same order, so a paid checkout ends with exactly one order.
 */
export function createCheckoutCompletion(deps: CompletionDependencies) {
  const { db, payments, mailer, logger, siteUrl } = deps;

  async function release(payment: AuthorizedPayment, reason: string): Promise<void> {
    await payments.cancel(payment.id).catch((error: unknown) => {
      logger.error({ err: error, paymentId: payment.id, reason }, 'could not release a payment hold');
    });
  }

  /** Captures the held payment once the order exists; repeatable, so a later call finishes an interrupted one. */
  async function settle(orderId: number): Promise<void> {
    const order = await orderQueries.findById(db, orderId);
    if (!order || order.paymentStatus !== 'pending') return;
    try {
      await payments.capture(order.paymentReference);
    } catch (error) {
      logger.error({ err: error, orderNumber: order.orderNumber }, 'capture failed; the order stays pending');
      return;
    }
    if (!(await orderQueries.markPaid(db, orderId))) return;
    const lines = await orderQueries.listItems(db, orderId);
    const confirmed = (await orderQueries.findById(db, orderId)) ?? order;
    sendInBackground(mailer, logger, orderConfirmationEmail(confirmed, lines, siteUrl));
  }

  async function complete(checkoutSessionId: string, payment: AuthorizedPayment, idempotencyKey: string) {
    let placed: PlacedOrder;
    try {
      placed = await db
        .transaction()
        .execute((trx) =>
          placeOrderInTransaction(trx, { checkoutSessionId, payment, idempotencyKey, provider: payments.name }),
        );
    } catch (error) {
      const refusal = isUniqueViolation(error) ? keyReused() : error;
      // A refusal means no order will ever use this hold. After an unexpected failure the
      // hold stays, so the provider's webhook retry can still turn it into the order.
      if (refusal instanceof AppError) await release(payment, refusal.code);
      throw refusal;
    }
    if (!placed.created && placed.paymentReference !== payment.id) await release(payment, 'duplicate');
    if (placed.newAccount) sendInBackground(mailer, logger, welcomeEmail(placed.newAccount, siteUrl));
    await settle(placed.orderId);
    return { orderId: placed.orderId, orderNumber: placed.orderNumber, created: placed.created };
  }

  return { complete, settle };
}

export type CheckoutCompletion = ReturnType<typeof createCheckoutCompletion>;
