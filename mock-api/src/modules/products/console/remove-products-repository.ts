import type { Db } from '../../../db/tables';

/** Those of these products that are not archived. */
export async function liveProductIds(trx: Db, ids: number[]): Promise<number[]> {
  const rows = await trx
    .selectFrom('products')
    .select('id')
    .where('id', 'in', ids)
    .where('archivedAt', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** Those of these products that are on any order. */
export async function orderedProductIds(trx: Db, ids: number[]): Promise<number[]> {
  const rows = await trx
    .selectFrom('orderItems')
    .select('productId')
    .distinct()
    .where('productId', 'in', ids)
    .execute();
  return rows.map((row) => row.productId).filter((id): id is number => id !== null);
}

/** Inactive, hidden and kept for the orders' history. */
export async function archiveProducts(trx: Db, ids: number[]): Promise<void> {
  await trx
    .updateTable('products')
    .set({ archivedAt: new Date(), active: false, isFeatured: false, updatedAt: new Date() })
    .where('id', 'in', ids)
    .execute();
}

export async function imageUrlsOfProducts(trx: Db, ids: number[]): Promise<string[]> {
  const rows = await trx.selectFrom('productImages').select('imageUrl').where('productId', 'in', ids).execute();
  return rows.map((row) => row.imageUrl);
}

/** Their variants, images and cart lines go with them (cascades). */
export async function deleteProducts(trx: Db, ids: number[]): Promise<void> {
  await trx.deleteFrom('products').where('id', 'in', ids).execute();
}
