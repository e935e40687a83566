import type { VariantAttributes } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { variantImageIds } from './variant-image-ids';

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

function groupByProductId<T extends { productId: number }>(rows: T[]): Map<number, Omit<T, 'productId'>[]> {
  const groups = new Map<number, Omit<T, 'productId'>[]>();
  for (const { productId, ...rest } of rows) {
    const group = groups.get(productId) ?? [];
    group.push(rest);
    groups.set(productId, group);
  }
  return groups;
}

/** Products as selected with their category, turned into records with images and variants in display order. */
export async function withImagesAndVariants(
  db: Db,
  rows: (Omit<ProductRow, 'category'> & { categoryId: number; categoryName: string; categorySlug: string })[],
): Promise<ProductRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, variants, variantImages] = await Promise.all([
    db
      .selectFrom('productImages')
      .select(['id', 'productId', 'imageUrl', 'altText'])
      .where('productId', 'in', ids)
      .orderBy('displayOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('productVariants')
      .select(['id', 'productId', 'sku', 'name', 'attributes', 'priceAdjustmentCents', 'inventoryAvailable'])
      .where('productId', 'in', ids)
      .orderBy('displayOrder')
      .orderBy('id')
      .execute(),
    variantImageIds(db, ids),
  ]);
  const imagesByProduct = groupByProductId(images);
  const variantsByProduct = groupByProductId(variants);
  return rows.map(({ categoryId, categoryName, categorySlug, ...product }) => ({
    ...product,
    category: { id: categoryId, name: categoryName, slug: categorySlug },
    images: imagesByProduct.get(product.id) ?? [],
    variants: (variantsByProduct.get(product.id) ?? []).map((variant) => ({
      ...variant,
      imageIds: variantImages.get(variant.id) ?? [],
    })),
  }));
}
