import { formatPrice } from '@ps/shared/rules';
import { PROMO_MESSAGES, type PromotionType } from '@ps/shared/schemas';
import { centsToDollars } from '../../lib/money';

/** A promotion's terms as the rules read them; amounts in cents. */
export interface PromotionTerms {
  code: string;
  type: PromotionType;
  value: number;
  minSubtotalCents: number;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  usedCount: number;
  productIds: readonly number[];
  categoryIds: readonly number[];
  active: boolean;
}

export interface DiscountLine {
  productId: number;
  categoryId: number;
  quantity: number;
  unitPriceCents: number;
}

export type PromoRefusal =
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'used_by_customer'
  | 'below_minimum'
  | 'nothing_eligible'
  | 'empty_cart';

export type PromoVerdict =
  { ok: true; eligibleSubtotalCents: number } | { ok: false; reason: PromoRefusal; message: string };

const money = (cents: number) => formatPrice(centsToDollars(cents));

const dayOf = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const refuse = (reason: PromoRefusal, message: string): PromoVerdict => ({ ok: false, reason, message });

function appliesTo(terms: PromotionTerms, line: DiscountLine): boolean {
  if (terms.productIds.length === 0 && terms.categoryIds.length === 0) return true;
  return terms.productIds.includes(line.productId) || terms.categoryIds.includes(line.categoryId);
}

/**
 * Whether the code can be used on these lines now, and on how much of them. The minimum
 * is the whole cart's subtotal; a restriction to products or categories picks the lines
 * the discount is taken from. `customerUses` is the customer's earlier orders with it,
 * when the customer is known.
 */
export function judgePromotion(
  terms: PromotionTerms,
  lines: readonly DiscountLine[],
  now: Date,
  customerUses = 0,
): PromoVerdict {
  if (!terms.active) return refuse('inactive', PROMO_MESSAGES.inactive);
  if (now < terms.startsAt) return refuse('not_started', PROMO_MESSAGES.notStarted(dayOf(terms.startsAt)));
  if (terms.endsAt && now >= terms.endsAt) return refuse('expired', PROMO_MESSAGES.expired);
  if (terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) return refuse('used_up', PROMO_MESSAGES.usedUp);
  if (terms.usageLimitPerCustomer !== null && customerUses >= terms.usageLimitPerCustomer) {
    return refuse('used_by_customer', PROMO_MESSAGES.usedByCustomer);
  }
  if (lines.length === 0) return refuse('empty_cart', PROMO_MESSAGES.emptyCart);
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  if (subtotal < terms.minSubtotalCents) {
    const message = PROMO_MESSAGES.belowMinimum(
      money(terms.minSubtotalCents),
      money(terms.minSubtotalCents - subtotal),
    );
    return refuse('below_minimum', message);
  }
  const eligible = lines.filter((line) => appliesTo(terms, line));
  if (eligible.length === 0) return refuse('nothing_eligible', PROMO_MESSAGES.nothingEligible);
  return {
    ok: true,
    eligibleSubtotalCents: eligible.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
  };
}

/** The part of the goods taken off: rounded down, never more than the eligible lines cost. */
export function goodsDiscountCents(
  terms: Pick<PromotionTerms, 'type' | 'value'>,
  eligibleSubtotalCents: number,
): number {
  if (terms.type === 'percentage') return Math.floor((eligibleSubtotalCents * terms.value) / 100);
  if (terms.type === 'fixed') return Math.min(terms.value, eligibleSubtotalCents);
  return 0;
}

/** "15% off", "$5.00 off", "Free shipping". */
export function promotionLabel(terms: Pick<PromotionTerms, 'type' | 'value'>): string {
  if (terms.type === 'percentage') return `${terms.value}% off`;
  if (terms.type === 'fixed') return `${money(terms.value)} off`;
  return 'Free shipping';
}
