import type { Db } from '../../db/tables';
import { enqueueMails } from '../../platform/mail/outbox';
import { backInStockMail } from './mails';
import { backInStockQueries } from './repository';

/** A variant's available units before and after a stock change, as that change left them. */
export interface StockMove {
  variantId: number;
  before: number;
  after: number;
}

/**
 * Called in the transaction of every change that raises stock, after its UPDATE (which holds
 * the variant's row lock until commit). The change that takes the variant above zero queues one
 * mail per waiting fan, oldest first; when the product caps units per order, no more fans than
 * the new units, so the first fans to hear can each buy. The rest keep waiting for the next time.
 */
export async function notifyWhenBack(trx: Db, move: StockMove, siteOrigin: string): Promise<void> {
  if (move.before > 0 || move.after <= 0) return;
  const variant = await backInStockQueries.variant(trx, move.variantId);
  if (!variant?.onSale) return;
  const limit = variant.maxPerOrder === null ? null : move.after;
  const fans = await backInStockQueries.takeWaiting(trx, move.variantId, limit);
  const mails = fans.map((fan) => backInStockMail(fan.email, variant, fan.unsubscribeToken, siteOrigin));
  await enqueueMails(trx, 'back_in_stock', mails);
}
