import { createHash } from 'node:crypto';
import type { createOrderBodySchema } from '@ps/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { assertOrderWithinPurchaseLimits } from '../cart/purchase-limit';
import { orderQueries } from '../orders/repository';
import type { PaymentProvider, PaymentRequest } from '../payments/payment-provider';
import { checkoutPromotion, promotionForOrder } from '../promotions/checkout-promotion';
import { cartEmpty, checkoutSessionNotFound } from './checkout-errors';
import type { CheckoutCompletion } from './complete-checkout';
import { quoteOrder } from './order-quote';
import { readyForOrder } from './order-readiness';
import { toOrderItems } from './order-record';
import { checkoutQueries, type CheckoutSessionRecord } from './repository';
import { assertCartBuyable } from './stock-problem';

type CreateOrder = z.output<typeof createOrderBodySchema>;

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

export function createOrderPlacement(db: Db, payments: PaymentProvider, completion: CheckoutCompletion) {
  /** The order this checkout or key already made, if any; the same checkout id from another browser is not found. */
  async function alreadyPlaced(ownerSessionId: string, body: CreateOrder, idempotencyKey: string) {
    const placed = await orderQueries.findPlaced(db, ownerSessionId, body.sessionId, idempotencyKey);
    if (!placed) return null;
    if (placed.ownerSessionId !== ownerSessionId) throw checkoutSessionNotFound();
    if (placed.checkoutSessionId !== body.sessionId) {
      throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another checkout');
    }
    await completion.settle(placed.id);
    return { orderNumber: placed.orderNumber, created: false };
  }

  /** The session, the cart re-priced from the catalog and what to ask the provider for; refusals before any payment. */
  async function paymentRequestFor(ownerSessionId: string, body: CreateOrder, idempotencyKey: string) {
    const session = await checkoutQueries.findSession(db, body.sessionId);
    if (!session || session.ownerSessionId !== ownerSessionId) throw checkoutSessionNotFound();
    const ready = readyForOrder(session);
    const lines = await checkoutQueries.listCartLines(db, ownerSessionId);
    if (lines.length === 0) throw cartEmpty();
    assertCartBuyable(lines);
    assertOrderWithinPurchaseLimits(lines);
    const promotion = await checkoutPromotion(db, ownerSessionId, lines, ready.customer.email);
    const applied = promotionForOrder(promotion);
    const quote = quoteOrder(toOrderItems(lines), ready.shippingMethod, ready.shippingAddress, applied);
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
    signedInCustomerId: number | null = null,
  ) {
    const placed = await alreadyPlaced(ownerSessionId, body, idempotencyKey);
    if (placed) return placed;
    // Kept on the session, so the webhook placing this order links it to the account too.
    if (signedInCustomerId !== null) {
      await checkoutQueries.linkCustomer(db, body.sessionId, ownerSessionId, signedInCustomerId);
    }
    let prepared;
    try {
      prepared = await paymentRequestFor(ownerSessionId, body, idempotencyKey);
    } catch (error) {
      // A twin request (a double click) may have placed the order meanwhile and emptied the cart.
      const placedMeanwhile = await alreadyPlaced(ownerSessionId, body, idempotencyKey);
      if (placedMeanwhile) return placedMeanwhile;
      throw error;
    }
    const { session, request } = prepared;
    let payment;
    try {
      payment = await payments.authorize(request);
    } catch (error) {
      if (error instanceof AppError && error.status === 402) await checkoutQueries.countDeclinedPayment(db, session.id);
      throw error;
    }
    const order = await completion.complete(session.id, payment, idempotencyKey);
    return { orderNumber: order.orderNumber, created: order.created };
  };
}

export type PlaceOrder = ReturnType<typeof createOrderPlacement>;
