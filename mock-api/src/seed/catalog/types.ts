import type { VariantAttributes } from '@ps/shared/schemas';
import type { Silhouette } from '../../modules/art';

/** How the seed spreads stock over a product's variants. */
export type StockProfile = 'plenty' | 'low' | 'sold-out' | 'one-variant-sold-out';

export interface VariantOption {
  /** The SKU's last segment(s), e.g. "BLK-M". */
  code: string;
  name: string;
  attributes: VariantAttributes;
  priceAdjustmentCents: number;
}

export interface ProductSeed {
  /** The SKU's product segment, e.g. "PANIC" in PS-TEE-PANIC-BLK-M. */
  code: string;
  name: string;
  /** Opening paragraph; may contain <strong>. */
  pitch: string;
  details: string[];
  priceCents: number;
  saleCents?: number;
  isNew?: boolean;
  isFeatured?: boolean;
  stock?: StockProfile;
  options: VariantOption[];
  tags: string[];
  /** What the picture shows when the product is not what its category draws (a mug among accessories). */
  silhouette?: Silhouette;
}

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  /** The SKU's category segment, e.g. "TEE". */
  skuCode: string;
  /** What its products' pictures show, unless a product names its own. */
  silhouette: Silhouette;
  /** Closing paragraph for every product in the category; may contain <strong>. */
  footnote: string;
  /** Most units of each of its products one order may hold; absent: no cap. */
  maxPerOrder?: number;
  products: ProductSeed[];
}
