import type { AdminProduct } from '@ps/shared/console-schemas';
import { centsToDollars } from '../../../lib/money';
import { imageUrl, storedImageOf } from '../../../platform/media';
import type { AdminProductRecord } from './admin-product-records-repository';

/** Uploaded images have a thumbnail; generated art is small already and stands for itself. */
function thumbnailOf(url: string): string {
  const stored = storedImageOf(url);
  return stored ? imageUrl(stored, 'thumb') : url;
}

export function toAdminProduct(record: AdminProductRecord): AdminProduct {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    description: record.descriptionHtml,
    tags: record.tags,
    basePrice: centsToDollars(record.basePriceCents),
    salePrice: record.salePriceCents === null ? null : centsToDollars(record.salePriceCents),
    categoryId: record.categoryId,
    category: { id: record.categoryId, name: record.categoryName, slug: record.categorySlug },
    isFeatured: record.isFeatured,
    isActive: record.active,
    maxPerOrder: record.maxPerOrder,
    variants: record.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      size: variant.attributes.size ?? '',
      color: variant.attributes.color ?? '',
      priceAdjustment: centsToDollars(variant.priceAdjustmentCents),
      stock: variant.inventoryAvailable,
      reserved: variant.inventoryReserved,
      imageIds: variant.imageIds,
    })),
    images: record.images.map((image) => ({
      id: image.id,
      imageUrl: image.imageUrl,
      thumbnailUrl: thumbnailOf(image.imageUrl),
      altText: image.altText,
    })),
    totalStock: record.variants.reduce((sum, variant) => sum + variant.inventoryAvailable, 0),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
