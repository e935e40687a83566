import type { Db } from '../../../db/tables';
import { storedImageOf, type StoredImage } from '../../../platform/media';
import {
  archiveProducts,
  deleteProducts,
  imageUrlsOfProducts,
  liveProductIds,
  orderedProductIds,
} from './remove-products-repository';

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
  const liveIds = await liveProductIds(trx, ids);
  if (liveIds.length === 0) return { deleted: [], archived: [], orphanedImages: [] };
  const archived = await orderedProductIds(trx, liveIds);
  const deleted = liveIds.filter((id) => !archived.includes(id));
  if (archived.length > 0) await archiveProducts(trx, archived);
  let orphanedImages: StoredImage[] = [];
  if (deleted.length > 0) {
    const imageUrls = await imageUrlsOfProducts(trx, deleted);
    orphanedImages = imageUrls.map(storedImageOf).filter((image) => image !== undefined);
    await deleteProducts(trx, deleted);
  }
  return { deleted, archived, orphanedImages };
}
