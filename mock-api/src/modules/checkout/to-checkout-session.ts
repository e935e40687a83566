import type { CheckoutSession } from '@ps/shared/schemas';
import type { CartLineRecord } from '../cart/cart-lines';
import { toCart } from '../cart/to-cart';
import { variantPriceCents } from '../products/pricing';
import { appliedOf, toCartPromo, type CartPromotion } from '../promotions/cart-promotion';
import { quoteOrder, toCheckoutTotals } from './order-quote';
import type { CheckoutSessionRecord } from './repository';

/** Each line's quantity and unit price now, as quotes take them. */
export const pricedLines = (lines: readonly CartLineRecord[]) =>
  lines.map((line) => ({
    quantity: line.quantity,
    unitPriceCents: variantPriceCents(line.product, line.variant.priceAdjustmentCents),
  }));

/** The session as the client reads it: totals from the browser's cart now, never a password (hash). */
export function toCheckoutSession(
  session: CheckoutSessionRecord,
  lines: readonly CartLineRecord[],
  promotion: CartPromotion | null = null,
): CheckoutSession {
  const applied = appliedOf(promotion);
  const quote = quoteOrder(pricedLines(lines), session.shippingMethod, session.shippingAddress, applied);
  return {
    id: session.id,
    status: session.orderId === null ? 'open' : 'completed',
    orderNumber: session.orderNumber,
    customer: session.customer,
    shippingAddress: session.shippingAddress,
    billingAddress: session.billingAddress,
    sameAsShipping: session.sameAsShipping,
    shippingMethod: session.shippingMethod,
    orderDraft: session.orderDraft,
    totals: toCheckoutTotals(quote),
    items: toCart(lines).items,
    promo: promotion ? toCartPromo(promotion, quote.discountCents) : null,
  };
}
