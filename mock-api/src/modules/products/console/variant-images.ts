import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';

interface VariantKey {
  productId: number;
  variantId: number;
}

/** The variant, when it belongs to the product and the product is not archived; a 404 otherwise. */
export async function variantOf(db: Db, productId: number, variantId: number): Promise<VariantKey> {
  const row = await db
    .selectFrom('productVariants as v')
    .innerJoin('products as p', 'p.id', 'v.productId')
    .select(['v.id'])
    .where('v.id', '=', variantId)
    .where('v.productId', '=', productId)
    .where('p.archivedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('No such variant of this product');
  return { productId, variantId };
}

/** Adds images after the variant's current pictures; the caller has checked they are the product's. */
export async function appendVariantImages(trx: Db, key: VariantKey, imageIds: number[]): Promise<void> {
  if (imageIds.length === 0) return;
  const { last } = await trx
    .selectFrom('variantImages')
    .select((eb) => eb.fn.max<number | null>('displayOrder').as('last'))
    .where('variantId', '=', key.variantId)
    .executeTakeFirstOrThrow();
  const start = last === null ? 0 : Number(last) + 1;
  await trx
    .insertInto('variantImages')
    .values(imageIds.map((imageId, index) => ({ ...key, imageId, displayOrder: start + index })))
    .execute();
}

/**
 * Replaces the variant's pictures with these, in this order; an empty list returns it to the product's images.
 * Only the product's own images may be chosen (the table's foreign keys refuse the rest as well).
 */
export async function replaceVariantImages(trx: Db, key: VariantKey, imageIds: number[]): Promise<void> {
  if (imageIds.length > 0) {
    const own = await trx
      .selectFrom('productImages')
      .select('id')
      .where('productId', '=', key.productId)
      .where('id', 'in', imageIds)
      .execute();
    if (own.length !== imageIds.length) {
      const message = 'Choose pictures of this product only';
      throw AppError.validation(message, { imageIds: message });
    }
  }
  await trx.deleteFrom('variantImages').where('variantId', '=', key.variantId).execute();
  await appendVariantImages(trx, key, imageIds);
}
