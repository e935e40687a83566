import type { Db } from '../../../db/tables';
import { storedImageOf, type StoredImage } from '../../../platform/media';

export interface Removal {
  deleted: number[];
  archived: number[];
  /** Files to remove once the transaction has committed. */
  orphanedImages: StoredImage[];
}

/**
 * Products on any order are archived (inactive, hidden, kept for the order's history);
 * the rest are deleted with their variants, images and cart lines (cascades).
 */
export async function removeProducts(trx: Db, ids: number[]): Promise<Removal> {
  const live = await trx
    .selectFrom('products')
    .select('id')
    .where('id', 'in', ids)
    .where('archivedAt', 'is', null)
    .execute();
  const liveIds = live.map((row) => row.id);
  if (liveIds.length === 0) return { deleted: [], archived: [], orphanedImages: [] };
  const ordered = await trx
    .selectFrom('orderItems')
    .select('productId')
    .distinct()
    .where('productId', 'in', liveIds)
    .execute();
  const archived = ordered.map((row) => row.productId).filter((id): id is number => id !== null);
  const deleted = liveIds.filter((id) => !archived.includes(id));
  if (archived.length > 0) {
    await trx
      .updateTable('products')
      .set({ archivedAt: new Date(), active: false, isFeatured: false, updatedAt: new Date() })
      .where('id', 'in', archived)
      .execute();
  }
  let orphanedImages: StoredImage[] = [];
  if (deleted.length > 0) {
    const images = await trx.selectFrom('productImages').select('imageUrl').where('productId', 'in', deleted).execute();
    orphanedImages = images.map((image) => storedImageOf(image.imageUrl)).filter((image) => image !== undefined);
    await trx.deleteFrom('products').where('id', 'in', deleted).execute();
  }
  return { deleted, archived, orphanedImages };
}
