import type { Db } from '../../db/tables';
import type { ProductRecord, ProductRow } from './product-records';
import { variantImageIds } from './variant-image-ids-repository';

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
