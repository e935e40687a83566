import type { Db } from '../../db/tables';
import { appliedOf, judgeCartPromotion, type CartPromotion, type PromotionLine } from './cart-promotion';
import { promoNoLongerApplies } from './promo-errors';
import { type PromotionRecord, promotionQueries } from './repository';

/**
 * The cart's code judged for this checkout's counted lines: with the customer's earlier uses once the
 * e-mail is known.
 */
export async function checkoutPromotion(
  db: Db,
  ownerSessionId: string,
  countedLines: readonly PromotionLine[],
  email: string | null,
): Promise<CartPromotion | null> {
  return judgeCheckoutPromotion(db, await promotionQueries.forCart(db, ownerSessionId), countedLines, email);
}

/** checkoutPromotion for the cart's promotion already read (the order's transaction reads it with the cart's lock). */
export async function judgeCheckoutPromotion(
  db: Db,
  record: PromotionRecord | undefined,
  countedLines: readonly PromotionLine[],
  email: string | null,
): Promise<CartPromotion | null> {
  if (!record) return null;
  const uses = email ? await promotionQueries.customerUses(db, record.id, email) : 0;
  return judgeCartPromotion(record, countedLines, uses);
}

/** For the order: the promotion that applies, or a refusal when the code on the cart stopped applying. */
export function promotionForOrder(promotion: CartPromotion | null) {
  if (promotion && !promotion.verdict.ok) throw promoNoLongerApplies(promotion.verdict.message);
  return appliedOf(promotion);
}
