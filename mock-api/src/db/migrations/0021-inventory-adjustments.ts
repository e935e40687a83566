import { sql, type Migration } from 'kysely';

/*
 * Staff never overwrite stock figures: every change is an adjustment row (who, how many
 * units each way, why), applied with an atomic `stock = stock + delta` that a check keeps
 * at zero or above, so a checkout taking units at the same moment loses nothing.
 */

const REASONS = sql`('restock', 'correction', 'damaged', 'returned', 'threshold', 'sync')`;

export const inventoryAdjustmentsMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('product_variants').addColumn('last_restocked_at', 'timestamptz').execute();
    await db.schema
      .createTable('inventory_adjustments')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('variant_id', 'integer', (col) => col.notNull().references('product_variants.id').onDelete('cascade'))
      .addColumn('staff_user_id', 'integer', (col) => col.references('staff_users.id').onDelete('set null'))
      .addColumn('staff_email', 'text')
      .addColumn('reason', 'text', (col) => col.notNull().check(sql`reason in ${REASONS}`))
      .addColumn('available_delta', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('reserved_delta', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('threshold_before', 'integer')
      .addColumn('threshold_after', 'integer')
      .addColumn('available_after', 'integer', (col) => col.notNull())
      .addColumn('reserved_after', 'integer', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('inventory_adjustments_variant_idx')
      .on('inventory_adjustments')
      .columns(['variant_id', 'created_at desc', 'id desc'])
      .execute();
    // Total sold reads order lines by variant.
    await db.schema.createIndex('order_items_variant_idx').on('order_items').column('variant_id').execute();
  },
};
