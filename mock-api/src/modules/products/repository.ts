import { sql } from 'kysely';
import type { VariantAttributes } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';

export interface ProductFilter {
  categorySlug?: string;
  featured?: boolean;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

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
  category: { id: number; name: string; slug: string };
  images: ProductImageRecord[];
  variants: ProductVariantRecord[];
}

function groupByProductId<T extends { productId: number }>(rows: T[]): Map<number, Omit<T, 'productId'>[]> {
  const groups = new Map<number, Omit<T, 'productId'>[]>();
  for (const { productId, ...rest } of rows) {
    const group = groups.get(productId) ?? [];
    group.push(rest);
    groups.set(productId, group);
  }
  return groups;
}

export function createProductRepository(db: Db) {
  function visibleProducts(filter: ProductFilter) {
    let query = db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.categoryId')
      .where('p.active', '=', true)
      .where('c.active', '=', true);
    if (filter.categorySlug !== undefined) query = query.where('c.slug', '=', filter.categorySlug);
    if (filter.featured !== undefined) query = query.where('p.isFeatured', '=', filter.featured);
    return query;
  }

  async function withImagesAndVariants(
    products: Omit<ProductRecord, 'images' | 'variants'>[],
  ): Promise<ProductRecord[]> {
    if (products.length === 0) return [];
    const ids = products.map((product) => product.id);
    const [images, variants] = await Promise.all([
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
    ]);
    const imagesByProduct = groupByProductId(images);
    const variantsByProduct = groupByProductId(variants);
    return products.map((product) => ({
      ...product,
      images: imagesByProduct.get(product.id) ?? [],
      variants: variantsByProduct.get(product.id) ?? [],
    }));
  }

  return {
    /** A page of visible products, newest first, with the total that match. */
    async listVisible(filter: ProductFilter, page: PageRequest) {
      const [{ total }, rows] = await Promise.all([
        visibleProducts(filter)
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirstOrThrow(),
        visibleProducts(filter)
          .select([
            'p.id',
            'p.slug',
            'p.name',
            'p.descriptionHtml',
            'p.basePriceCents',
            'p.salePriceCents',
            'p.isNew',
            'p.isFeatured',
            'c.id as categoryId',
            'c.name as categoryName',
            'c.slug as categorySlug',
          ])
          .orderBy('p.createdAt', 'desc')
          .orderBy('p.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
      ]);
      const products = rows.map(({ categoryId, categoryName, categorySlug, ...product }) => ({
        ...product,
        category: { id: categoryId, name: categoryName, slug: categorySlug },
      }));
      return { total, products: await withImagesAndVariants(products) };
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
