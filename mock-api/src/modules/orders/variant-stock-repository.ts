import { sql } from 'kysely';
import type { Db } from '../../db/tables';

/**
 * Takes `quantity` units of a variant off sale only if that many are left, in one conditional UPDATE:
 * a shopper's checkout racing for the last unit meets the same condition, so exactly one of them wins.
 * False, and nothing taken, when fewer are left.
 */
export async function takeVariantStock(trx: Db, variantId: number, quantity: number): Promise<boolean> {
  const taken = await trx
    .updateTable('productVariants')
    .set({ inventoryAvailable: sql`inventory_available - ${quantity}` })
    .where('id', '=', variantId)
    .where('inventoryAvailable', '>=', quantity)
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}
