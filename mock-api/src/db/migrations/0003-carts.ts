import { sql, type Migration } from 'kysely';

/* A cart belongs to a browser session (x-session-id); its lines name a variant once each. */

export const cartsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('carts')
      .addColumn('session_id', 'uuid', (col) => col.primaryKey())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('cart_items')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('session_id', 'uuid', (col) => col.notNull().references('carts.session_id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
      .addColumn('variant_id', 'integer', (col) => col.notNull().references('product_variants.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('cart_items_session_variant_key', ['session_id', 'variant_id'])
      .execute();
  },
};
