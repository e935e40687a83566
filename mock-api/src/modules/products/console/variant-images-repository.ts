import type { Db } from '../../../db/tables';

/** Whether the variant belongs to the product and the product is not archived. */
export async function isLiveVariantOf(db: Db, productId: number, variantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('productVariants as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .select(['v.id'])
    .where('v.id', '=', variantId)
    .where('v.productId', '=', productId)
    .where('p.archivedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The display order of the variant's last picture; null when it has none. */
export async function lastVariantImageOrder(trx: Db, variantId: number): Promise<number | null> {
  const { last } = await trx
    .selectFrom('variantImages')
    .select((eb) => eb.fn.max<number | null>('displayOrder').as('last'))
    .where('variantId', '=', variantId)
    .executeTakeFirstOrThrow();
  return last === null ? null : Number(last);
}

export async function insertVariantImages(
  trx: Db,
  rows: { productId: number; variantId: number; imageId: number; displayOrder: number }[],
): Promise<void> {
  await trx.insertInto('variantImages').values(rows).execute();
}

/** Those of these images that are the product's. */
export const ownImageIds = (trx: Db, productId: number, imageIds: number[]) =>
  trx.selectFrom('productImages').select('id').where('productId', '=', productId).where('id', 'in', imageIds).execute();

export async function deleteVariantImages(trx: Db, variantId: number): Promise<void> {
  await trx.deleteFrom('variantImages').where('variantId', '=', variantId).execute();
}
