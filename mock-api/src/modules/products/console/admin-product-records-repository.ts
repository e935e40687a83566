import type { Db } from '../../../db/tables';
import { variantImageIds } from '../variant-image-ids-repository';

export interface AdminVariantRecord {
  id: number;
  productId: number;
  name: string;
  sku: string;
  attributes: { size?: string; color?: string; format?: string };
  priceAdjustmentCents: number;
  inventoryAvailable: number;
  inventoryReserved: number;
  imageIds: number[];
}

export interface AdminImageRecord {
  id: number;
  productId: number;
  imageUrl: string;
  altText: string;
}

export interface AdminProductRecord {
  id: number;
  name: string;
  slug: string;
  descriptionHtml: string;
  tags: string[];
  basePriceCents: number;
  salePriceCents: number | null;
  categoryId: number;
  categoryName: string;
  categorySlug: string;
  isFeatured: boolean;
  active: boolean;
  maxPerOrder: number | null;
  createdAt: Date;
  updatedAt: Date;
  variants: AdminVariantRecord[];
  images: AdminImageRecord[];
}

/** Products not archived, with their category; filters and paging are added by the caller. */
export function adminProductRows(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .where('p.archivedAt', 'is', null)
    .select([
      'p.id',
      'p.name',
      'p.slug',
      'p.descriptionHtml',
      'p.tags',
      'p.basePriceCents',
      'p.salePriceCents',
      'p.categoryId',
      'c.name as categoryName',
      'c.slug as categorySlug',
      'p.isFeatured',
      'p.active',
      'p.maxPerOrder',
      'p.createdAt',
      'p.updatedAt',
    ]);
}

export const adminProductRowById = (db: Db, id: number) =>
  adminProductRows(db).where('p.id', '=', id).executeTakeFirst();

export const adminProductRowBySlug = (db: Db, slug: string) =>
  adminProductRows(db).where('p.slug', '=', slug).executeTakeFirst();

export const adminProductRowsBySlug = (db: Db) => adminProductRows(db).orderBy('p.slug').execute();

type ProductRow = Omit<AdminProductRecord, 'variants' | 'images'>;

/** Adds each product's variants and images, both in display order. */
export async function withVariantsAndImages(db: Db, rows: ProductRow[]): Promise<AdminProductRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [variants, images, variantImages] = await Promise.all([
    db
      .selectFrom('productVariants')
      .select([
        'id',
        'productId',
        'name',
        'sku',
        'attributes',
        'priceAdjustmentCents',
        'inventoryAvailable',
        'inventoryReserved',
      ])
      .where('productId', 'in', ids)
      .orderBy('displayOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('productImages')
      .select(['id', 'productId', 'imageUrl', 'altText'])
      .where('productId', 'in', ids)
      .orderBy('displayOrder')
      .orderBy('id')
      .execute(),
    variantImageIds(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    variants: variants
      .filter((variant) => variant.productId === row.id)
      .map((variant) => ({ ...variant, imageIds: variantImages.get(variant.id) ?? [] })),
    images: images.filter((image) => image.productId === row.id),
  }));
}
