import { PROMO_MESSAGES } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { promoNoLongerApplies } from './promo-errors';
import { promotionQueries } from './repository';

/**
 * Inside the order's transaction: counts the use, then, with the promotion's row now
 * locked by that update, checks the customer's own limit. A refusal rolls back the order,
 * its stock and the count together.
 */
export async function takePromotionUse(trx: Db, promotionId: number, email: string): Promise<void> {
  if (!(await promotionQueries.takeUse(trx, promotionId))) throw promoNoLongerApplies(PROMO_MESSAGES.usedUp);
  const promotion = await promotionQueries.findById(trx, promotionId);
  const perCustomer = promotion?.usageLimitPerCustomer ?? null;
  if (perCustomer !== null && (await promotionQueries.customerUses(trx, promotionId, email)) >= perCustomer) {
    throw promoNoLongerApplies(PROMO_MESSAGES.usedByCustomer);
  }
}
