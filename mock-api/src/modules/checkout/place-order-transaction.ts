import type { PaymentProviderName } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { createAccountUnlessTaken } from '../accounts/repository';
import { assertOrderWithinPurchaseLimits } from '../cart/purchase-limit';
import { insertOrder, orderQueries } from '../orders/repository';
import type { AuthorizedPayment } from '../payments/payment-provider';
import { checkoutPromotion, promotionForOrder } from '../promotions/checkout-promotion';
import { promotionQueries } from '../promotions/repository';
import { takePromotionUse } from '../promotions/take-promotion-use';
import { cartChanged, cartEmpty, checkoutSessionNotFound } from './checkout-errors';
import { quoteOrder } from './order-quote';
import { readyForOrder, type ReadySession } from './order-readiness';
import { toNewOrder, toOrderItems } from './order-record';
import { paymentHolds } from './payment-holds';
import { checkoutQueries, type CheckoutSessionRecord } from './repository';
import { stockProblem } from './stock-problem';

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  created: boolean;
  paymentReference: string;
  /** Set when this order created the shopper's account. */
  newAccount?: { email: string; firstName: string };
}

export interface Placement {
  checkoutSessionId: string;
  idempotencyKey: string;
  payment: AuthorizedPayment;
  provider: PaymentProviderName;
}

/** The signed-in customer's account, else the one this checkout creates, else none (a guest order). */
async function accountFor(trx: Db, session: CheckoutSessionRecord, ready: ReadySession) {
  if (session.customerId !== null) return { id: session.customerId, newAccount: undefined };
  if (!ready.customer.createAccount || !session.passwordHash) return null;
  const { email, marketingEmails } = ready.customer;
  const { firstName, lastName } = ready.shippingAddress;
  const passwordHash = session.passwordHash;
  const account = await createAccountUnlessTaken(trx, { email, passwordHash, firstName, lastName, marketingEmails });
  // An existing account only gets the order when its owner is signed in (above), never by e-mail alone.
  return account.created ? { id: account.id, newAccount: { email, firstName } } : null;
}

/**
 * Inside one transaction, with the checkout session locked: re-price the cart, take the
 * stock, record the order, empty the cart and close the session. Any refusal rolls all
 * of it back. A session that already has its order answers with that order instead.
 */
export async function placeOrderInTransaction(trx: Db, placement: Placement): Promise<PlacedOrder> {
  const { checkoutSessionId, payment } = placement;
  const session = await checkoutQueries.lockSession(trx, checkoutSessionId);
  if (!session) throw checkoutSessionNotFound();
  if (session.orderId !== null) {
    const order = await orderQueries.findById(trx, session.orderId);
    if (!order) throw checkoutSessionNotFound();
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      created: false,
      paymentReference: order.paymentReference,
    };
  }

  const ready = readyForOrder(session);
  const ownerSessionId = session.ownerSessionId;
  await checkoutQueries.lockCart(trx, ownerSessionId);
  const lines = await checkoutQueries.listCartLines(trx, ownerSessionId);
  if (lines.length === 0) throw cartEmpty();
  assertOrderWithinPurchaseLimits(lines);
  const items = toOrderItems(lines);
  const promotion = await checkoutPromotion(trx, ownerSessionId, lines, ready.customer.email);
  const quote = quoteOrder(items, ready.shippingMethod, ready.shippingAddress, promotionForOrder(promotion));
  if (quote.totalCents !== payment.amountCents) throw cartChanged();

  // Variant rows are locked in id order, so two checkouts of the same items cannot deadlock.
  for (const line of [...lines].sort((a, b) => a.variant.id - b.variant.id)) {
    if (!(await checkoutQueries.takeStock(trx, line.variant.id, line.quantity))) {
      throw stockProblem(line, await checkoutQueries.unitsLeft(trx, line.variant.id));
    }
  }
  // After the stock, in the same order for every checkout, so two of them cannot deadlock.
  if (promotion) await takePromotionUse(trx, promotion.record.id, ready.customer.email);
  const account = await accountFor(trx, session, ready);
  const placedAt = new Date();
  const promoCode = promotion?.record.code ?? null;
  const facts = { ...placement, ownerSessionId, ready, quote, customerId: account?.id ?? null, placedAt, promoCode };
  const order = await insertOrder(trx, toNewOrder(facts), items, placedAt);
  if (promotion) {
    const redemption = { promotionId: promotion.record.id, orderId: order.id, email: ready.customer.email };
    await promotionQueries.recordRedemption(trx, { ...redemption, discountCents: quote.discountCents });
  }
  await checkoutQueries.clearCart(trx, ownerSessionId);
  await checkoutQueries.updateSession(trx, checkoutSessionId, { orderId: order.id, completedAt: placedAt });
  await paymentHolds.forget(trx, payment.id);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    created: true,
    paymentReference: payment.id,
    newAccount: account?.newAccount,
  };
}
