import type { Product, Variant } from '@ps/shared/schemas';
import { centsToDollars } from '../../lib/money';
import type { ProductRecord, ProductVariantRecord } from './repository';

function toVariant(variant: ProductVariantRecord, productPriceCents: number): Variant {
  return {
    id: variant.id,
    sku: variant.sku,
    name: variant.name,
    attributes: variant.attributes,
    priceAdjustment: centsToDollars(variant.priceAdjustmentCents),
    price: centsToDollars(Math.max(0, productPriceCents + variant.priceAdjustmentCents)),
    inventory: {
      inStock: variant.inventoryAvailable > 0,
      available: variant.inventoryAvailable,
    },
  };
}

/** The product as the store reads it (spec 2 section 3); money leaves here in dollars. */
export function toProduct(record: ProductRecord): Product {
  const currentPriceCents = record.salePriceCents ?? record.basePriceCents;
  const totalStock = record.variants.reduce((sum, variant) => sum + variant.inventoryAvailable, 0);
  const [firstImage] = record.images;
  return {
    id: record.id,
    slug: record.slug,
    name: record.name,
    description: record.descriptionHtml,
    basePrice: centsToDollars(record.basePriceCents),
    salePrice: record.salePriceCents === null ? null : centsToDollars(record.salePriceCents),
    category: record.category,
    images: record.images,
    primaryImage: firstImage ? { imageUrl: firstImage.imageUrl, altText: firstImage.altText } : null,
    variants: record.variants.map((variant) => toVariant(variant, currentPriceCents)),
    isNew: record.isNew,
    isFeatured: record.isFeatured,
    inStock: totalStock > 0,
    totalStock,
  };
}
