import type { CartPromo } from '@ps/shared/schemas';
import { centsToDollars } from '../../lib/money';
import { countedLines, type CartLineRecord } from '../cart/cart-lines';
import { variantPriceCents } from '../products';
import { judgePromotion, promotionLabel, type DiscountLine, type PromoVerdict } from './discount-rules';
import type { PromotionRecord } from './repository';

/** The promotion on a cart and what its rules said about the cart's lines. */
export interface CartPromotion {
  record: PromotionRecord;
  verdict: PromoVerdict;
}

export const discountLinesOf = (lines: readonly CartLineRecord[]): DiscountLine[] =>
  lines.map((line) => ({
    productId: line.product.id,
    categoryId: line.product.categoryId,
    quantity: line.quantity,
    unitPriceCents: variantPriceCents(line.product, line.variant.priceAdjustmentCents),
  }));

export function judgeCartPromotion(
  record: PromotionRecord,
  lines: readonly CartLineRecord[],
  customerUses = 0,
  now = new Date(),
): CartPromotion {
  return { record, verdict: judgePromotion(record, discountLinesOf(countedLines(lines)), now, customerUses) };
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
