import { sql, type Migration } from 'kysely';

/*
 * Promo codes. Amounts are cents; a percentage is whole percent. `used_count` is taken
 * with a conditional UPDATE in the order's transaction, and the check keeps it within the
 * limit even if some other writer forgot the condition. Redemptions name the order and
 * the customer's e-mail, which the per-customer limit counts.
 */

export const promotionsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('promotions')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('code', 'text', (col) =>
        col
          .notNull()
          .unique()
          .check(sql`code = upper(code)`),
      )
      .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('percentage', 'fixed', 'free_shipping')`))
      .addColumn('value', 'integer', (col) => col.notNull().check(sql`value >= 0`))
      .addColumn('min_subtotal_cents', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`min_subtotal_cents >= 0`),
      )
      .addColumn('starts_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('ends_at', 'timestamptz')
      .addColumn('usage_limit', 'integer', (col) => col.check(sql`usage_limit > 0`))
      .addColumn('usage_limit_per_customer', 'integer', (col) => col.check(sql`usage_limit_per_customer > 0`))
      .addColumn('used_count', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`used_count >= 0`),
      )
      .addColumn('product_ids', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'::integer[]`))
      .addColumn('category_ids', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'::integer[]`))
      .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('promotions_within_limit', sql`usage_limit is null or used_count <= usage_limit`)
      .addCheckConstraint('promotions_percentage_range', sql`type <> 'percentage' or value between 1 and 100`)
      .addCheckConstraint('promotions_ends_after_start', sql`ends_at is null or ends_at > starts_at`)
      .execute();

    await db.schema
      .createTable('promotion_redemptions')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('promotion_id', 'integer', (col) => col.notNull().references('promotions.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
      .addColumn('customer_email', 'text', (col) => col.notNull().check(sql`customer_email = lower(customer_email)`))
      .addColumn('discount_cents', 'integer', (col) => col.notNull().check(sql`discount_cents >= 0`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('promotion_redemptions_customer_idx')
      .on('promotion_redemptions')
      .columns(['promotion_id', 'customer_email'])
      .execute();

    await db.schema
      .alterTable('carts')
      .addColumn('promotion_id', 'integer', (col) => col.references('promotions.id').onDelete('set null'))
      .execute();
    // The order keeps the code it was placed with, for its receipts.
    await db.schema.alterTable('orders').addColumn('promo_code', 'text').execute();
  },
};
