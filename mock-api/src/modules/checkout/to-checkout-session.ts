import type { CheckoutSession } from '@ps/shared/schemas';
import { type CartLineRecord, countedLines, type ShippingRules, toCart } from '../cart';
import { variantPriceCents } from '../products';
import { appliedOf, type CartPromotion, toCartPromo } from '../promotions';
import { quoteOrder, toCheckoutTotals } from './order-quote';
import { priceVersionOf } from './price-version';
import type { CheckoutSessionRecord } from './repository';

/** Each line's quantity and unit price now, as quotes take them; a sold-out line costs nothing. */
export const pricedLines = (lines: readonly CartLineRecord[]) =>
  countedLines(lines).map((line) => ({
    quantity: line.quantity,
    unitPriceCents: variantPriceCents(line.product, line.variant.priceAdjustmentCents),
  }));

/** The session as the client reads it: totals from the browser's cart now, never a password (hash). */
export function toCheckoutSession(
  session: CheckoutSessionRecord,
  lines: readonly CartLineRecord[],
  rules: ShippingRules,
  promotion: CartPromotion | null = null,
): CheckoutSession {
  const applied = appliedOf(promotion);
  const quote = quoteOrder(pricedLines(lines), session.shippingMethod, session.shippingAddress, rules, applied);
  const priced = {
    shippingMethod: session.shippingMethod,
    totals: toCheckoutTotals(quote),
    items: toCart(lines, rules).items,
    promo: promotion ? toCartPromo(promotion, quote.discountCents) : null,
  };
  return {
    id: session.id,
    status: session.orderId === null ? 'open' : 'completed',
    orderNumber: session.orderNumber,
    customer: session.customer,
    shippingAddress: session.shippingAddress,
    billingAddress: session.billingAddress,
    sameAsShipping: session.sameAsShipping,
    orderDraft: session.orderDraft,
    ...priced,
    priceVersion: priceVersionOf(priced),
  };
}
