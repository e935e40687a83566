import { sanitizeProductHtml } from '@ps/shared/html';
import type { Product, Variant } from '@ps/shared/schemas';
import { centsToDollars } from '../../lib/money';
import { variantPriceCents } from './pricing';
import type { ProductRecord, ProductVariantRecord } from './product-records';

function toVariant(variant: ProductVariantRecord, product: ProductRecord): Variant {
  return {
    id: variant.id,
    sku: variant.sku,
    name: variant.name,
    attributes: variant.attributes,
    imageIds: variant.imageIds,
    priceAdjustment: centsToDollars(variant.priceAdjustmentCents),
    price: centsToDollars(variantPriceCents(product, variant.priceAdjustmentCents)),
    inventory: {
      inStock: variant.inventoryAvailable > 0,
      available: variant.inventoryAvailable,
    },
  };
}

/** The product as the store reads it (spec 2 section 3); money leaves here in dollars. */
export function toProduct(record: ProductRecord): Product {
  const totalStock = record.variants.reduce((sum, variant) => sum + variant.inventoryAvailable, 0);
  const [firstImage] = record.images;
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    // Stored descriptions are sanitised already; serving them through it again covers rows written any other way.
    description: sanitizeProductHtml(record.descriptionHtml),
    basePrice: centsToDollars(record.basePriceCents),
    salePrice: record.salePriceCents === null ? null : centsToDollars(record.salePriceCents),
    category: record.category,
    images: record.images,
    // A product staff have not given a photo yet shows its generated art.
    primaryImage: firstImage
      ? { imageUrl: firstImage.imageUrl, altText: firstImage.altText }
      : { imageUrl: `/api/art/products/${record.slug}.svg`, altText: record.name },
    variants: record.variants.map((variant) => toVariant(variant, record)),
    isNew: record.isNew,
    isFeatured: record.isFeatured,
    inStock: totalStock > 0,
    totalStock,
    maxPerOrder: record.maxPerOrder,
  };
}
