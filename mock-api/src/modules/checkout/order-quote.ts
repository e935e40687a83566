import { formatPrice } from '@ps/shared/rules';
import {
  EXPRESS_SHIPPING_RATE,
  SHIPPING_METHOD_DETAILS,
  SHIPPING_METHOD_IDS,
  type CheckoutTotals,
  type ShippingMethod,
  type ShippingMethodId,
} from '@ps/shared/schemas';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import { type PricedLine, type ShippingRules, summarizeCart } from '../cart';
import { goodsDiscountCents, type PromotionTerms } from '../promotions';
import { taxCents, taxRateFor, type TaxRate } from './tax-table';

const EXPRESS_SHIPPING_CENTS = dollarsToCents(EXPRESS_SHIPPING_RATE);

/** Everything an order costs, in cents, computed from the server's own cart and catalog. */
export interface OrderQuote {
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
  totalCents: number;
  taxRate: TaxRate;
}

const NO_TAX: TaxRate = { basisPoints: 0, jurisdiction: 'none' };

/**
 * Standard follows the cart (free from the shop's threshold, else $5.99); express is a flat $14.99;
 * an empty cart ships nothing. Without a method yet, the default (standard) is shown.
 */
function shippingCents(method: ShippingMethodId | null, lines: readonly PricedLine[], rules: ShippingRules): number {
  const cart = summarizeCart(lines, rules);
  if (method === 'express' && cart.itemCount > 0) return EXPRESS_SHIPPING_CENTS;
  return cart.shippingCents;
}

/** A promotion that passed its rules, with the subtotal of the lines it applies to. */
export interface AppliedPromotion {
  terms: Pick<PromotionTerms, 'type' | 'value'>;
  eligibleSubtotalCents: number;
}

/**
 * Tax is charged on the goods after their discount, not on shipping, at the destination's
 * rate from the table. A free-shipping code takes off whatever the chosen method costs.
 */
export function quoteOrder(
  lines: readonly PricedLine[],
  method: ShippingMethodId | null,
  destination: { country: string; state: string } | null,
  rules: ShippingRules,
  promotion: AppliedPromotion | null = null,
): OrderQuote {
  const { itemCount, subtotalCents } = summarizeCart(lines, rules);
  const shipping = shippingCents(method, lines, rules);
  const taxRate = destination ? taxRateFor(destination.country, destination.state) : NO_TAX;
  const goodsDiscount = promotion ? goodsDiscountCents(promotion.terms, promotion.eligibleSubtotalCents) : 0;
  const shippingDiscount = promotion?.terms.type === 'free_shipping' ? shipping : 0;
  const tax = taxCents(subtotalCents - goodsDiscount, taxRate);
  const discountCents = goodsDiscount + shippingDiscount;
  return {
    itemCount,
    subtotalCents,
    shippingCents: shipping,
    taxCents: tax,
    discountCents,
    totalCents: subtotalCents + shipping + tax - discountCents,
    taxRate,
  };
}

export function toCheckoutTotals(quote: OrderQuote): CheckoutTotals {
  return {
    itemCount: quote.itemCount,
    subtotal: centsToDollars(quote.subtotalCents),
    shipping: centsToDollars(quote.shippingCents),
    tax: centsToDollars(quote.taxCents),
    discount: centsToDollars(quote.discountCents),
    total: centsToDollars(quote.totalCents),
  };
}

function describeMethod(id: ShippingMethodId, priceCents: number, rules: ShippingRules): string {
  const { estimatedDays } = SHIPPING_METHOD_DETAILS[id];
  if (id === 'standard' && priceCents === 0) {
    const freeFrom = formatPrice(centsToDollars(rules.freeShippingFromCents));
    return `Free on orders of ${freeFrom} or more, delivered in ${estimatedDays}`;
  }
  return `Delivered in ${estimatedDays}`;
}

/** The methods offered for the caller's cart, priced as the order will be. */
export function shippingMethodsFor(lines: readonly PricedLine[], rules: ShippingRules): ShippingMethod[] {
  return SHIPPING_METHOD_IDS.map((id) => {
    const priceCents = shippingCents(id, lines, rules);
    const { name, estimatedDays } = SHIPPING_METHOD_DETAILS[id];
    return {
      id,
      name,
      price: centsToDollars(priceCents),
      description: describeMethod(id, priceCents, rules),
      estimatedDays,
      isDefault: id === 'standard',
    };
  });
}
