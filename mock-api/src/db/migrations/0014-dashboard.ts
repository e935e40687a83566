import { sql, type Migration } from 'kysely';

/*
 * The dashboard's low-stock alerts: each variant warns at its own threshold, starting at
 * the store's "low stock" badge (5 units, LOW_STOCK_THRESHOLD). Its figures read orders by
 * placing time, so that gets an index of its own.
 */

export const dashboardMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('product_variants')
      .addColumn('low_stock_threshold', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(5)
          .check(sql`low_stock_threshold >= 0`),
      )
      .execute();
    await db.schema.createIndex('orders_created_at_idx').on('orders').column('created_at').execute();
  },
};
