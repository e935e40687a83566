import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import {
  deleteVariantImages,
  insertVariantImages,
  isLiveVariantOf,
  lastVariantImageOrder,
  ownImageIds,
} from './variant-images-repository';

interface VariantKey {
  productId: number;
  variantId: number;
}

/** The variant, when it belongs to the product and the product is not archived; a 404 otherwise. */
export async function variantOf(db: Db, productId: number, variantId: number): Promise<VariantKey> {
  if (!(await isLiveVariantOf(db, productId, variantId))) throw AppError.notFound('No such variant of this product');
  return { productId, variantId };
}

/** Adds images after the variant's current pictures; the caller has checked they are the product's. */
export async function appendVariantImages(trx: Db, key: VariantKey, imageIds: number[]): Promise<void> {
  if (imageIds.length === 0) return;
  const last = await lastVariantImageOrder(trx, key.variantId);
  const start = last === null ? 0 : last + 1;
  await insertVariantImages(
    trx,
    imageIds.map((imageId, index) => ({ ...key, imageId, displayOrder: start + index })),
  );
}

/**
 * Replaces the variant's pictures with these, in this order; an empty list returns it to the product's images.
 * Only the product's own images may be chosen (the table's foreign keys refuse the rest as well).
 */
export async function replaceVariantImages(trx: Db, key: VariantKey, imageIds: number[]): Promise<void> {
  if (imageIds.length > 0) {
    const own = await ownImageIds(trx, key.productId, imageIds);
    if (own.length !== imageIds.length) {
      const message = 'Choose pictures of this product only';
      throw AppError.validation(message, { imageIds: message });
    }
  }
  await deleteVariantImages(trx, key.variantId);
  await appendVariantImages(trx, key, imageIds);
}
