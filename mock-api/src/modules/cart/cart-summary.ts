import { STANDARD_SHIPPING_RATE } from '@ps/shared/schemas';
import { dollarsToCents } from '../../lib/money';

/** What the shop's settings say about shipping; read per request, since staff may change it. */
export interface ShippingRules {
  freeShippingFromCents: number;
}

export const shippingRulesOf = (settings: { freeShippingThresholdCents: number }): ShippingRules => ({
  freeShippingFromCents: settings.freeShippingThresholdCents,
});

const STANDARD_SHIPPING_CENTS = dollarsToCents(STANDARD_SHIPPING_RATE);

export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
}

export interface CartSummaryCents {
  itemCount: number;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * Totals in cents. Shipping is free from the threshold up (with $50, a $50.00 subtotal
 * ships free) and nothing ships for an empty cart. Tax depends on the shipping address,
 * so the cart shows 0 and checkout computes it.
 */
export function summarizeCart(lines: readonly PricedLine[], rules: ShippingRules): CartSummaryCents {
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotalCents = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const shippingCents = itemCount === 0 || subtotalCents >= rules.freeShippingFromCents ? 0 : STANDARD_SHIPPING_CENTS;
  const taxCents = 0;
  return { itemCount, subtotalCents, shippingCents, taxCents, totalCents: subtotalCents + shippingCents + taxCents };
}
