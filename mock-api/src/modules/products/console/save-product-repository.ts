import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, NewProduct, ProductsTable, ProductVariantsTable } from '../../../db/tables';

export async function categoryExists(trx: Db, categoryId: number): Promise<boolean> {
  const found = await trx.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  return found !== undefined;
}

export async function categoryIdOfSlug(trx: Db, slug: string): Promise<number | undefined> {
  const found = await trx.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirst();
  return found?.id;
}

/** Whether another product than `productId` (null: any product) has the slug. */
export async function slugTaken(trx: Db, slug: string, productId: number | null): Promise<boolean> {
  let query = trx.selectFrom('products').select('id').where('slug', '=', slug);
  if (productId !== null) query = query.where('id', '<>', productId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Those of these upper-case SKUs another product than `productId` (null: any product) uses, upper-cased. */
export async function takenSkus(trx: Db, skus: string[], productId: number | null): Promise<Set<string>> {
  let query = trx
    .selectFrom('productVariants')
    .select('sku')
    .where(sql<string>`upper(sku)`, 'in', skus);
  if (productId !== null) query = query.where('productId', '<>', productId);
  return new Set((await query.execute()).map((row) => row.sku.toUpperCase()));
}

export const insertProduct = async (trx: Db, columns: NewProduct): Promise<number> =>
  (await trx.insertInto('products').values(columns).returning('id').executeTakeFirstOrThrow()).id;

/** False when there is no such product or it is archived. */
export async function updateLiveProduct(trx: Db, id: number, columns: Updateable<ProductsTable>): Promise<boolean> {
  const updated = await trx
    .updateTable('products')
    .set({ ...columns, updatedAt: new Date() })
    .where('id', '=', id)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows !== 0n;
}

export const variantSkus = (trx: Db, productId: number) =>
  trx.selectFrom('productVariants').select(['id', 'sku']).where('productId', '=', productId).execute();

export async function updateVariant(trx: Db, id: number, columns: Updateable<ProductVariantsTable>): Promise<void> {
  await trx.updateTable('productVariants').set(columns).where('id', '=', id).execute();
}

export async function insertVariant(trx: Db, row: Insertable<ProductVariantsTable>): Promise<void> {
  await trx.insertInto('productVariants').values(row).execute();
}

export async function deleteVariants(trx: Db, ids: number[]): Promise<void> {
  await trx.deleteFrom('productVariants').where('id', 'in', ids).execute();
}
