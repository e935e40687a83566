import { sql } from 'kysely';
import { CART_MAX_QUANTITY } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

/**
 * Moves every line of one cart into another (a guest's into the account's at sign-in).
 * A variant in both keeps the larger quantity plus the other, capped at the per-line
 * maximum; the cart page shows any line that is now more than the stock holds.
 * A promo code on the guest cart comes along unless the account's cart has one of its own.
 */
export async function mergeCartInto(db: Db, fromSessionId: string, toSessionId: string): Promise<void> {
  if (fromSessionId === toSessionId) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('carts')
      .values({ sessionId: toSessionId })
      .onConflict((conflict) => conflict.column('sessionId').doUpdateSet({ updatedAt: new Date() }))
      .execute();
    await trx
      .insertInto('cartItems')
      .columns(['sessionId', 'productId', 'variantId', 'quantity'])
      .expression((eb) =>
        eb
          .selectFrom('cartItems')
          .select([sql<string>`${toSessionId}::uuid`.as('sessionId'), 'productId', 'variantId', 'quantity'])
          .where('sessionId', '=', fromSessionId),
      )
      .onConflict((conflict) =>
        conflict.columns(['sessionId', 'variantId']).doUpdateSet({
          quantity: sql<number>`least(cart_items.quantity + excluded.quantity, ${sql.lit(CART_MAX_QUANTITY)})`,
          updatedAt: new Date(),
        }),
      )
      .execute();
    await trx.deleteFrom('cartItems').where('sessionId', '=', fromSessionId).execute();
    await trx
      .updateTable('carts')
      .set((eb) => ({
        promotionId: eb.fn.coalesce(
          'promotionId',
          eb.selectFrom('carts as guest').select('guest.promotionId').where('guest.sessionId', '=', fromSessionId),
        ),
      }))
      .where('sessionId', '=', toSessionId)
      .execute();
    await trx.updateTable('carts').set({ promotionId: null }).where('sessionId', '=', fromSessionId).execute();
  });
}
