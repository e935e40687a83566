import type { Db } from '../../src/db/tables';

/** Units of a variant that can still be sold, read straight from the database. */
export async function unitsLeft(db: Db, variantId: number): Promise<number> {
  const row = await db
    .selectFrom('productVariants')
    .select('inventoryAvailable')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.inventoryAvailable;
}

/** The orders one checkout session produced (there must never be more than one). */
export function ordersOfCheckout(db: Db, checkoutSessionId: string) {
  return db.selectFrom('orders').selectAll().where('checkoutSessionId', '=', checkoutSessionId).execute();
}
