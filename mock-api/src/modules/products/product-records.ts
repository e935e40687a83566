import type { VariantAttributes } from '@ps/shared/schemas';

export interface ProductImageRecord {
  id: number;
  imageUrl: string;
  altText: string;
}

export interface ProductVariantRecord {
  id: number;
  sku: string;
  name: string;
  attributes: VariantAttributes;
  priceAdjustmentCents: number;
  inventoryAvailable: number;
  /** Its product's images this variant shows, in order; empty: it shows the product's. */
  imageIds: number[];
}

export interface ProductRecord {
  id: number;
  slug: string;
  name: string;
  descriptionHtml: string;
  basePriceCents: number;
  salePriceCents: number | null;
  isNew: boolean;
  isFeatured: boolean;
  maxPerOrder: number | null;
  category: { id: number; name: string; slug: string };
  images: ProductImageRecord[];
  variants: ProductVariantRecord[];
}

export type ProductRow = Omit<ProductRecord, 'images' | 'variants'>;
