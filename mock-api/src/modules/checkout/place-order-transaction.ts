import type { PaymentProviderName } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { insertAccountUnlessTaken } from '../accounts';
import { assertOrderWithinPurchaseLimits, type CartLineRecord, countedLines, type ShippingRules } from '../cart';
import { notifyLowStock, notifyNewOrder, type StockTaken } from '../notifications';
import { insertOrder, orderQueries } from '../orders';
import type { AuthorizedPayment } from '../payments';
import { judgeCheckoutPromotion, promotionForOrder, promotionQueries, takePromotionUse } from '../promotions';
import { cartEmpty, checkoutSessionNotFound } from './checkout-errors';
import { quoteOrder } from './order-quote';
import { readyForOrder, type ReadySession } from './order-readiness';
import { toNewOrder, toOrderItems } from './order-record';
import { totalChanged } from './price-version';
import { checkoutQueries, type CheckoutSessionRecord } from './repository';
import { stockProblem } from './stock-problem';
import { toCheckoutSession } from './to-checkout-session';

export interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  created: boolean;
  paymentReference: string;
  /** Set when this order created the shopper's account, which opens when its address is confirmed. */
  newAccount?: { id: number; email: string; firstName: string };
}

export interface Placement {
  checkoutSessionId: string;
  idempotencyKey: string;
  payment: AuthorizedPayment;
  provider: PaymentProviderName;
  /** The shop's shipping rules as the payment was asked for. */
  shipping: ShippingRules;
}

/**
 * The signed-in customer's account owns the order; otherwise it is a guest order. An account this
 * checkout creates waits unconfirmed and takes the order over when its address is confirmed
 * (decision 048); an existing account only gets the order when its owner is signed in.
 */
async function accountFor(trx: Db, session: CheckoutSessionRecord, ready: ReadySession) {
  if (session.customerId !== null) return { id: session.customerId, newAccount: undefined };
  if (!ready.customer.createAccount || !session.passwordHash) return { id: null, newAccount: undefined };
  const { email, marketingEmails } = ready.customer;
  const { firstName, lastName } = ready.shippingAddress;
  const passwordHash = session.passwordHash;
  const id = await insertAccountUnlessTaken(trx, { email, passwordHash, firstName, lastName, marketingEmails });
  return { id: null, newAccount: id === null ? undefined : { id, email, firstName } };
}

/** Units taken from a variant in stock order; the ones this order took to its low-stock threshold or below. */
async function takeStock(trx: Db, lines: readonly CartLineRecord[]): Promise<StockTaken[]> {
  const crossed: StockTaken[] = [];
  // Variant rows are locked in id order, so two checkouts of the same items cannot deadlock.
  for (const line of [...lines].sort((a, b) => a.variant.id - b.variant.id)) {
    const left = await checkoutQueries.takeStock(trx, line.variant.id, line.quantity);
    if (!left) throw stockProblem(line, await checkoutQueries.unitsLeft(trx, line.variant.id));
    if (
      left.threshold !== null &&
      left.available <= left.threshold &&
      left.available + line.quantity > left.threshold
    ) {
      crossed.push({ variantId: line.variant.id, quantity: line.quantity });
    }
  }
  return crossed;
}

/**
 * Inside one transaction, with the checkout session locked: re-price the cart, record the
 * order, empty the cart, close the session and take the stock. Any refusal rolls all of it
 * back. A session that already has its order answers with that order instead.
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
  const cartPromotion = await checkoutQueries.lockCart(trx, ownerSessionId);
  const lines = await checkoutQueries.listCartLines(trx, ownerSessionId);
  if (lines.length === 0) throw cartEmpty();
  assertOrderWithinPurchaseLimits(lines);
  const items = toOrderItems(lines);
  const promotion = await judgeCheckoutPromotion(trx, cartPromotion, countedLines(lines), ready.customer.email);
  const applied = promotionForOrder(promotion);
  const quote = quoteOrder(items, ready.shippingMethod, ready.shippingAddress, placement.shipping, applied);
  // The price moved while the payment was asked for (a staff edit, another tab): its hold is released.
  if (quote.totalCents !== payment.amountCents) {
    throw totalChanged(toCheckoutSession(session, lines, placement.shipping, promotion));
  }

  const account = await accountFor(trx, session, ready);
  const placedAt = new Date();
  const promoCode = promotion?.record.code ?? null;
  const facts = { ...placement, ownerSessionId, ready, quote, customerId: account.id, placedAt, promoCode };
  const order = await insertOrder(trx, toNewOrder(facts), items, placedAt);
  const { firstName, lastName } = ready.shippingAddress;
  const customerName = `${firstName} ${lastName}`;
  await notifyNewOrder(trx, { ...order, customerName, totalCents: quote.totalCents, itemCount: quote.itemCount });
  await checkoutQueries.closeCheckout(trx, {
    id: checkoutSessionId,
    ownerSessionId,
    orderId: order.id,
    completedAt: placedAt,
    paymentId: payment.id,
  });

  // The rows every buyer of an item shares come last, so each is locked only for the last few statements.
  const crossed = await takeStock(trx, lines);
  // After the stock, in the same order for every checkout, so two of them cannot deadlock.
  if (promotion) {
    await takePromotionUse(trx, promotion.record.id, ready.customer.email);
    const redemption = { promotionId: promotion.record.id, orderId: order.id, email: ready.customer.email };
    await promotionQueries.recordRedemption(trx, { ...redemption, discountCents: quote.discountCents });
  }
  await notifyLowStock(trx, crossed, `order:${order.id}`);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    created: true,
    paymentReference: payment.id,
    newAccount: account.newAccount,
  };
}
