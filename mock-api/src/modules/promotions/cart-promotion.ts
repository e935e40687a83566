import type { CartPromo } from '@ps/shared/schemas';
import { centsToDollars } from '../../lib/money';
import { variantPriceCents } from '../products';
import { judgePromotion, promotionLabel, type DiscountLine, type PromoVerdict } from './discount-rules';
import type { PromotionRecord } from './repository';

/** The promotion on a cart and what its rules said about the cart's lines. */
export interface CartPromotion {
  record: PromotionRecord;
  verdict: PromoVerdict;
}

/** What a promotion reads of a cart line; the cart's own record carries more. */
export interface PromotionLine {
  quantity: number;
  product: { id: number; categoryId: number; basePriceCents: number; salePriceCents: number | null };
  variant: { priceAdjustmentCents: number };
}

export const discountLinesOf = (lines: readonly PromotionLine[]): DiscountLine[] =>
  lines.map((line) => ({
    productId: line.product.id,
    categoryId: line.product.categoryId,
    quantity: line.quantity,
    unitPriceCents: variantPriceCents(line.product, line.variant.priceAdjustmentCents),
  }));

/** `countedLines`: the cart's lines that count (the cart's `countedLines`); a sold-out line gives no discount. */
export function judgeCartPromotion(
  record: PromotionRecord,
  countedLines: readonly PromotionLine[],
  customerUses = 0,
  now = new Date(),
): CartPromotion {
  return { record, verdict: judgePromotion(record, discountLinesOf(countedLines), now, customerUses) };
}

/** What quotes take from a promotion that passed, or null. */
export const appliedOf = (promotion: CartPromotion | null) =>
  promotion?.verdict.ok
    ? { terms: promotion.record, eligibleSubtotalCents: promotion.verdict.eligibleSubtotalCents }
    : null;

export function toCartPromo(promotion: CartPromotion, discountCents: number): CartPromo {
  const { record, verdict } = promotion;
  return {
    code: record.code,
    type: record.type,
    label: promotionLabel(record),
    discount: centsToDollars(verdict.ok ? discountCents : 0),
    problem: verdict.ok ? null : verdict.message,
  };
}
