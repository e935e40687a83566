import { sql } from 'kysely';
import { sanitizeProductHtml } from '@ps/shared/html';
import type { Db } from '../db/tables';
import type { SeedCatalog } from './build-catalog';

function idFor(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed refers to unknown slug "${slug}"`);
  return id;
}

/* Queries of the seeder, meant to run inside one transaction. */

/** Two servers starting at once against one database must not both seed it. */
export async function lockSeeding(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('panic-squad-seed'))`.execute(db);
}

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const anyCategory = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  const anyProduct = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return anyCategory === undefined && anyProduct === undefined;
}

export async function insertCatalog(db: Db, catalog: SeedCatalog): Promise<void> {
  const categories = await db.insertInto('categories').values(catalog.categories).returning(['id', 'slug']).execute();
  const categoryIds = new Map(categories.map((category) => [category.slug, category.id]));

  const products = await db
    .insertInto('products')
    .values(
      catalog.products.map((product) => ({
        categoryId: idFor(categoryIds, product.categorySlug),
        slug: product.slug,
        name: product.name,
        // Every write of a description goes through the sanitiser, the seed's included.
        descriptionHtml: sanitizeProductHtml(product.descriptionHtml),
        basePriceCents: product.basePriceCents,
        salePriceCents: product.salePriceCents,
        isNew: product.isNew,
        isFeatured: product.isFeatured,
        maxPerOrder: product.maxPerOrder,
        tags: product.tags,
        createdAt: product.createdAt,
        updatedAt: product.createdAt,
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const productIds = new Map(products.map((product) => [product.slug, product.id]));

  await db
    .insertInto('productImages')
    .values(
      catalog.products.flatMap((product) =>
        product.images.map((image) => ({ ...image, productId: idFor(productIds, product.slug) })),
      ),
    )
    .execute();
  await db
    .insertInto('productVariants')
    .values(
      catalog.products.flatMap((product) =>
        product.variants.map((variant) => ({ ...variant, productId: idFor(productIds, product.slug) })),
      ),
    )
    .execute();
}
