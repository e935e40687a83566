import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations are frozen history: they use snake_case SQL names and untyped Kysely. */

async function createCategories(db: Kysely<unknown>) {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image_url', 'text')
    .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

async function createProducts(db: Kysely<unknown>) {
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description_html', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('base_price_cents', 'integer', (col) => col.notNull().check(sql`base_price_cents >= 0`))
    .addColumn('sale_price_cents', 'integer')
    .addColumn('is_new', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_featured', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'products_sale_below_base',
      sql`sale_price_cents is null or (sale_price_cents >= 0 and sale_price_cents < base_price_cents)`,
    )
    .execute();

  // The list reads active products newest first, optionally by category or featured.
  await db.schema
    .createIndex('products_active_newest_idx')
    .on('products')
    .columns(['created_at desc', 'id desc'])
    .where(sql<boolean>`active`)
    .execute();
  await db.schema
    .createIndex('products_category_newest_idx')
    .on('products')
    .columns(['category_id', 'created_at desc', 'id desc'])
    .where(sql<boolean>`active`)
    .execute();
  await db.schema
    .createIndex('products_featured_newest_idx')
    .on('products')
    .columns(['created_at desc', 'id desc'])
    .where(sql<boolean>`active and is_featured`)
    .execute();
}

async function createImagesAndVariants(db: Kysely<unknown>) {
  await db.schema
    .createTable('product_images')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('alt_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_images_product_idx')
    .on('product_images')
    .columns(['product_id', 'display_order'])
    .execute();

  await db.schema
    .createTable('product_variants')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('attributes', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('price_adjustment_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('inventory_available', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`inventory_available >= 0`),
    )
    .addColumn('inventory_reserved', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`inventory_reserved >= 0`),
    )
    .addColumn('display_order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_variants_product_idx')
    .on('product_variants')
    .columns(['product_id', 'display_order'])
    .execute();
}

export const catalogMigration: Migration = {
  async up(db) {
    await createCategories(db);
    await createProducts(db);
    await createImagesAndVariants(db);
  },
};
