import type { ShippingMethodId } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import type { PricedLine, ShippingRules } from '../../cart';
import { judgePromotion, promotionQueries, type DiscountLine, type PromotionTerms } from '../../promotions';

/** What checkout's quote answers, as far as an edit needs it. */
export interface EditQuote {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  discountCents: number;
  totalCents: number;
  taxRate: { basisPoints: number; jurisdiction: string };
}

/**
 * Checkout's own pricing, handed in by the wiring (checkout imports this module, so this
 * module cannot import checkout): an edited order is priced exactly as checkout priced it.
 */
export interface OrderPricing {
  quote(
    lines: readonly PricedLine[],
    method: ShippingMethodId,
    destination: { country: string; state: string },
    rules: ShippingRules,
    promotion: { terms: Pick<PromotionTerms, 'type' | 'value'>; eligibleSubtotalCents: number } | null,
  ): EditQuote;
  shippingRules(): Promise<ShippingRules>;
}

export interface PricedOrder {
  promoCode: string | null;
  createdAt: Date;
  shippingMethod: ShippingMethodId;
}

/**
 * The order's totals for these lines and destination. The order's code is judged as it stood when
 * the order was placed: its dates and use counts already let this order have it, but its minimum
 * and its products still decide, as checkout would, whether and on what it applies.
 */
export async function repriceOrder(
  db: Db,
  pricing: OrderPricing,
  order: PricedOrder,
  lines: readonly DiscountLine[],
  destination: { country: string; state: string },
): Promise<EditQuote> {
  const record = order.promoCode ? await promotionQueries.findByCode(db, order.promoCode) : undefined;
  const asPlaced = record && { ...record, active: true, endsAt: null, usageLimit: null, usageLimitPerCustomer: null };
  const verdict = asPlaced && judgePromotion(asPlaced, lines, order.createdAt);
  const promotion =
    asPlaced && verdict?.ok ? { terms: asPlaced, eligibleSubtotalCents: verdict.eligibleSubtotalCents } : null;
  return pricing.quote(lines, order.shippingMethod, destination, await pricing.shippingRules(), promotion);
}
