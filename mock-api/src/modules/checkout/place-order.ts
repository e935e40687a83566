import { createHash } from 'node:crypto';
import type { createOrderBodySchema } from '@ps/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { paymentFailures } from '../../metrics/process-metrics';
import { assertOrderWithinPurchaseLimits, countedLines, type ShippingRules, shippingRulesOf } from '../cart';
import { orderQueries } from '../orders';
import type { PaymentProvider, PaymentRequest } from '../payments';
import { checkoutPromotion, promotionForOrder } from '../promotions';
import type { SettingsStore } from '../settings';
import { cartEmpty, checkoutSessionNotFound } from './checkout-errors';
import type { CheckoutCompletion } from './complete-checkout';
import { quoteOrder } from './order-quote';
import { readyForOrder } from './order-readiness';
import { recordDecline } from './record-decline';
import { toOrderItems } from './order-record';
import { checkoutQueries, type CheckoutSessionRecord } from './repository';
import { assertPriceConfirmed } from './price-version';
import { assertCartBuyable } from './stock-problem';
import { toCheckoutSession } from './to-checkout-session';

type CreateOrder = z.output<typeof createOrderBodySchema>;

/** The order placed (or found again), or where the buyer approves the payment first (PayPal through Stripe). */
type Placement = { orderNumber: string; created: boolean } | { redirectUrl: string };

/**
 * The provider's idempotency key: the same for a double click (same session, try,
 * amount and card), new after a decline (the try counter moved) so the shopper can
 * try again. Only the card's last digits and expiry enter it, hashed.
 */
function paymentKey(session: CheckoutSessionRecord, request: Omit<PaymentRequest, 'idempotencyKey'>): string {
  const card = request.card ? `${request.card.number.slice(-4)}/${request.card.expMonth}/${request.card.expYear}` : '';
  const parts = [
    session.id,
    session.paymentAttempts,
    request.amountCents,
    request.methodType,
    request.paymentMethodId,
    card,
  ];
  return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 48);
}

export function createOrderPlacement(
  db: Db,
  payments: PaymentProvider,
  completion: CheckoutCompletion,
  settings: SettingsStore,
) {
  /** The order this checkout or key already made, if any; the same checkout id from another browser is not found. */
  async function findPlaced(connection: Db, ownerSessionId: string, body: CreateOrder, idempotencyKey: string) {
    const placed = await orderQueries.findPlaced(connection, ownerSessionId, body.sessionId, idempotencyKey);
    if (!placed) return null;
    if (placed.ownerSessionId !== ownerSessionId) throw checkoutSessionNotFound();
    if (placed.checkoutSessionId !== body.sessionId) {
      throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another checkout');
    }
    return placed;
  }

  /** The session, the cart re-priced from the catalog and what to ask the provider for; refusals before any payment. */
  async function paymentRequestFor(
    connection: Db,
    { ownerSessionId, body, idempotencyKey }: { ownerSessionId: string; body: CreateOrder; idempotencyKey: string },
    rules: ShippingRules,
  ) {
    const session = await checkoutQueries.findSession(connection, body.sessionId);
    if (!session || session.ownerSessionId !== ownerSessionId) throw checkoutSessionNotFound();
    const ready = readyForOrder(session);
    const lines = await checkoutQueries.listCartLines(connection, ownerSessionId);
    if (lines.length === 0) throw cartEmpty();
    assertCartBuyable(lines);
    assertOrderWithinPurchaseLimits(lines);
    const promotion = await checkoutPromotion(connection, ownerSessionId, countedLines(lines), ready.customer.email);
    const applied = promotionForOrder(promotion);
    const quote = quoteOrder(toOrderItems(lines), ready.shippingMethod, ready.shippingAddress, rules, applied);
    // Charged only when it is what the shopper saw on the button.
    assertPriceConfirmed(toCheckoutSession(session, lines, rules, promotion), body);
    const request = {
      amountCents: quote.totalCents,
      methodType: ready.draft.paymentMethod.type,
      paymentMethodId: body.paymentMethodId ?? ready.draft.paymentMethod.data?.stripePaymentMethodId,
      card: body.card,
      description: 'Panic Squad merch order',
      metadata: { checkoutSessionId: session.id, idempotencyKey },
    };
    return { session, request: { ...request, idempotencyKey: paymentKey(session, request) } };
  }

  /** POST /api/checkout/create-order: everything recomputed here, then hold, place, capture. */
  return async function placeOrder(
    ownerSessionId: string,
    body: CreateOrder,
    idempotencyKey = body.sessionId,
    signedInCustomer: (connection: Db) => Promise<number | null> = async () => null,
  ): Promise<Placement> {
    // Before the connection below: a settings reload takes a connection of its own.
    const rules = shippingRulesOf(await settings.current());
    // Every read before the payment on one connection: under load each separate query would wait for a free
    // connection again (PGlite has only one), and the payment must not hold one while the provider answers.
    const prepared = await db.connection().execute(async (connection) => {
      // The buyer's sign-in session on this connection too (its last-seen time refreshed; an expired one is a guest).
      const signedInCustomerId = await signedInCustomer(connection);
      const placed = await findPlaced(connection, ownerSessionId, body, idempotencyKey);
      if (placed) return { placed };
      // Kept on the session, so the webhook placing this order links it to the account too.
      if (signedInCustomerId !== null) {
        await checkoutQueries.linkCustomer(connection, body.sessionId, ownerSessionId, signedInCustomerId);
      }
      try {
        return await paymentRequestFor(connection, { ownerSessionId, body, idempotencyKey }, rules);
      } catch (error) {
        // A twin request (a double click) may have placed the order meanwhile and emptied the cart.
        const placedMeanwhile = await findPlaced(connection, ownerSessionId, body, idempotencyKey);
        if (placedMeanwhile) return { placed: placedMeanwhile };
        throw error;
      }
    });
    if ('placed' in prepared) {
      await completion.settle(prepared.placed.id);
      return { orderNumber: prepared.placed.orderNumber, created: false };
    }
    const { session, request } = prepared;
    let payment;
    try {
      // PayPal through Stripe: the buyer approves on PayPal's site; /checkout/return then finishes the order.
      const started =
        request.methodType === 'paypal' && payments.startRedirect && (await payments.startRedirect(request));
      if (started && started.kind === 'redirect') return { redirectUrl: started.redirectUrl };
      payment = started ? started.payment : await payments.authorize(request);
    } catch (error) {
      const declined = error instanceof AppError && error.status === 402;
      paymentFailures.inc({ reason: declined ? 'declined' : 'error' });
      if (declined) await recordDecline(db, session.id, request.amountCents, error);
      throw error;
    }
    const order = await completion.complete(session.id, payment, idempotencyKey);
    return { orderNumber: order.orderNumber, created: order.created };
  };
}

export type PlaceOrder = ReturnType<typeof createOrderPlacement>;
