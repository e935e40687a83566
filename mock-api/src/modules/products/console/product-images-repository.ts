import type { Db } from '../../../db/tables';

/** The product's name, when it exists and is not archived. */
export async function liveProductName(db: Db, productId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('products')
    .select('name')
    .where('id', '=', productId)
    .where('archivedAt', 'is', null)
    .executeTakeFirst();
  return row?.name;
}

export async function imageCount(db: Db, productId: number): Promise<number> {
  const { count } = await db
    .selectFrom('productImages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('productId', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Adds the images and returns their ids in the order given. */
export async function insertImages(
  trx: Db,
  rows: { productId: number; imageUrl: string; altText: string; displayOrder: number }[],
): Promise<number[]> {
  const added = await trx.insertInto('productImages').values(rows).returning('id').execute();
  return added.map((row) => row.id);
}

export async function touchProduct(trx: Db, productId: number): Promise<void> {
  await trx.updateTable('products').set({ updatedAt: new Date() }).where('id', '=', productId).execute();
}

export const imageIdsOfProduct = (trx: Db, productId: number) =>
  trx.selectFrom('productImages').select('id').where('productId', '=', productId).execute();

export async function setImageOrder(trx: Db, imageId: number, displayOrder: number): Promise<void> {
  await trx.updateTable('productImages').set({ displayOrder }).where('id', '=', imageId).execute();
}

/** Deletes the product's image and returns its address; undefined when the product has no such image. */
export const deleteImage = (trx: Db, productId: number, imageId: number) =>
  trx
    .deleteFrom('productImages')
    .where('id', '=', imageId)
    .where('productId', '=', productId)
    .returning('imageUrl')
    .executeTakeFirst();
