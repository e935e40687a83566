import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { systemClock } from '../../lib/clock';
import { ordersPlaced } from '../../metrics/process-metrics';
import type { Logger } from '../../logger';
import { mailSignupConfirmation } from '../accounts';
import { shippingRulesOf } from '../cart';
import { enqueueMail } from '../../platform/mail/outbox';
import { orderConfirmationEmail, orderQueries } from '../orders';
import { createOneTimeTokens } from '../../platform/sessions/one-time-tokens';
import type { AuthorizedPayment, PaymentProvider } from '../payments';
import type { SettingsStore } from '../settings';
import { paymentHolds } from './payment-holds-repository';
import { placeOrderInTransaction, type PlacedOrder } from './place-order-transaction';

export interface CompletionDependencies {
  db: Db;
  payments: PaymentProvider;
  logger: Logger;
  /** Absolute links in e-mails start with it. */
  siteUrl: string;
  settings: SettingsStore;
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
  const { db, payments, logger, siteUrl, settings } = deps;
  const tokens = createOneTimeTokens(db, systemClock);

  /** A hold that could not be released stays recorded, for the expiry sweep to try again. */
  async function release(payment: AuthorizedPayment, reason: string): Promise<void> {
    try {
      await payments.cancel(payment.id);
    } catch (error) {
      logger.error({ err: error, paymentId: payment.id, reason }, 'could not release a payment hold');
      return;
    }
    await paymentHolds.forget(db, payment.id);
  }

  /** Captures the held payment of an order placed as pending, then confirms it with its e-mail. */
  async function capture(orderId: number, paymentReference: string): Promise<void> {
    try {
      await payments.capture(paymentReference);
    } catch (error) {
      logger.error({ err: error, orderId }, 'capture failed; the order stays pending');
      return;
    }
    // The confirmation is written with the status it announces: both commit, or neither.
    await db.transaction().execute(async (trx) => {
      const confirmed = await orderQueries.markPaid(trx, orderId);
      if (!confirmed) return;
      const lines = await orderQueries.listItems(trx, orderId);
      await enqueueMail(trx, 'order_confirmation', orderConfirmationEmail(confirmed, lines, siteUrl));
    });
  }

  /** Captures the held payment once the order exists; repeatable, so a later call finishes an interrupted one. */
  async function settle(orderId: number): Promise<void> {
    const order = await orderQueries.findById(db, orderId);
    if (order?.paymentStatus === 'pending') await capture(order.id, order.paymentReference);
  }

  async function complete(checkoutSessionId: string, payment: AuthorizedPayment, idempotencyKey: string) {
    const shipping = shippingRulesOf(await settings.current());
    let placed: PlacedOrder;
    try {
      // One connection for both: under load each would otherwise wait for a free one (PGlite has only one).
      placed = await db.connection().execute(async (connection) => {
        // Recorded before the order's transaction, so a hold survives that transaction failing.
        await paymentHolds.record(connection, checkoutSessionId, payment.id);
        return connection.transaction().execute(async (trx) => {
          const placement = { checkoutSessionId, payment, idempotencyKey, provider: payments.name, shipping };
          const order = await placeOrderInTransaction(trx, placement);
          if (order.newAccount) await mailSignupConfirmation(trx, tokens, order.newAccount, siteUrl);
          return order;
        });
      });
    } catch (error) {
      const refusal = isUniqueViolation(error) ? keyReused() : error;
      // A refusal means no order will ever use this hold. After an unexpected failure the
      // hold stays, so the provider's webhook retry can still turn it into the order.
      if (refusal instanceof AppError) await release(payment, refusal.code);
      throw refusal;
    }
    if (placed.created) {
      ordersPlaced.inc({ provider: payments.name });
      await capture(placed.orderId, payment.id);
    } else {
      if (placed.paymentReference !== payment.id) await release(payment, 'duplicate');
      // A twin request holding the same payment recorded it again after the order took it.
      else await paymentHolds.forget(db, payment.id);
      await settle(placed.orderId);
    }
    return { orderId: placed.orderId, orderNumber: placed.orderNumber, created: placed.created };
  }

  return { complete, settle };
}

export type CheckoutCompletion = ReturnType<typeof createCheckoutCompletion>;
