import { PRODUCT_IMAGE_LIMIT } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import type { ChangeAudit } from '../../../platform/audit/change-audit';
import { imageUrl, storedImageOf, type ImageLibrary, type StoredImage } from '../../../platform/media';
import {
  deleteImage,
  imageCount,
  imageIdsOfProduct,
  insertImages,
  liveProductName,
  setImageOrder,
  touchProduct,
} from './product-images-repository';
import { appendVariantImages, replaceVariantImages, variantOf } from './variant-images';

async function productName(db: Db, productId: number): Promise<string> {
  const name = await liveProductName(db, productId);
  if (name === undefined) throw AppError.notFound('No such product');
  return name;
}

export function createProductImages(db: Db, library: ImageLibrary) {
  return {
    /**
     * Stores every file first (a bad one refuses the lot), then adds them after the existing images; with a
     * variant, they also become that variant's last pictures in the same transaction.
     */
    async add(productId: number, files: Buffer[], audit: ChangeAudit, variantId?: number): Promise<void> {
      const name = await productName(db, productId);
      if (variantId !== undefined) await variantOf(db, productId, variantId);
      const count = await imageCount(db, productId);
      if (count + files.length > PRODUCT_IMAGE_LIMIT) {
        throw new AppError(409, 'IMAGE_LIMIT', `A product can have at most ${PRODUCT_IMAGE_LIMIT} images`);
      }
      const stored: StoredImage[] = [];
      for (const file of files) stored.push(await library.save(file));
      try {
        await db.transaction().execute(async (trx) => {
          const added = await insertImages(
            trx,
            stored.map((image, index) => ({
              productId,
              imageUrl: imageUrl(image),
              altText: name,
              displayOrder: count + index,
            })),
          );
          if (variantId !== undefined) await appendVariantImages(trx, { productId, variantId }, added);
          await touchProduct(trx, productId);
          await audit.record(trx, { changes: { body: { files: files.length } } });
        });
      } catch (error) {
        // No row points at the stored files: they go, best effort, and the refusal stands.
        await Promise.allSettled(stored.map((image) => library.remove(image)));
        throw error;
      }
    },

    /** The list must name every image of the product once; the first becomes the primary. */
    async reorder(productId: number, imageIds: number[], audit: ChangeAudit): Promise<void> {
      await productName(db, productId);
      await db.transaction().execute(async (trx) => {
        const current = await imageIdsOfProduct(trx, productId);
        const same = current.length === imageIds.length && current.every((row) => imageIds.includes(row.id));
        if (!same)
          throw AppError.validation('List every image of the product once', {
            imageIds: 'List every image of the product once',
          });
        for (const [displayOrder, id] of imageIds.entries()) {
          await setImageOrder(trx, id, displayOrder);
        }
        await audit.record(trx);
      });
    },

    /** Chooses which of the product's images a variant shows (issue 27 item 5). */
    async chooseForVariant(productId: number, variantId: number, imageIds: number[], audit: ChangeAudit) {
      await db.transaction().execute(async (trx) => {
        await replaceVariantImages(trx, await variantOf(trx, productId, variantId), imageIds);
        await audit.record(trx);
      });
    },

    /** The file goes after the commit: a rollback must not leave a row pointing at nothing. */
    async remove(productId: number, imageId: number, audit: ChangeAudit): Promise<void> {
      const removed = await db.transaction().execute(async (trx) => {
        const row = await deleteImage(trx, productId, imageId);
        if (!row) throw AppError.notFound('No such image');
        await audit.record(trx);
        return row;
      });
      const stored = storedImageOf(removed.imageUrl);
      if (stored) await library.remove(stored);
    },
  };
}

export type ProductImages = ReturnType<typeof createProductImages>;
