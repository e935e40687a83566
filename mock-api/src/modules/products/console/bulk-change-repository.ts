import type { Db } from '../../../db/tables';

/** The prices of those of these products that are not archived. */
export const livePrices = (trx: Db, ids: number[]) =>
  trx
    .selectFrom('products')
    .select(['id', 'name', 'basePriceCents', 'salePriceCents'])
    .where('id', 'in', ids)
    .where('archivedAt', 'is', null)
    .execute();

export async function setPrices(
  trx: Db,
  id: number,
  prices: { basePriceCents: number; salePriceCents: number | null },
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ ...prices, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Sets the flags on those of these products that are not archived; returns how many it changed. */
export async function setFlags(trx: Db, ids: number[], flags: { active?: boolean; isFeatured?: boolean }) {
  const result = await trx
    .updateTable('products')
    .set({ ...flags, updatedAt: new Date() })
    .where('id', 'in', ids)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
