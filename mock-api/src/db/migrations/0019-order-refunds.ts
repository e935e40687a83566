import { sql, type Migration } from 'kysely';

/*
 * Refunds by line: each refund the provider made (its amount, the units it covered and
 * whether they went back on sale), the running sum on the order, which the database
 * itself keeps at or below what was paid, and a payment that can now end partly refunded.
 * A refund's timeline entry carries its amount beside the order's status at the time.
 */
export const orderRefundsMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('orders')
      .addColumn('refunded_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update orders set refunded_cents = total_cents where payment_status = 'refunded'`.execute(db);
    await sql`
      alter table orders add constraint orders_refund_within_total
      check (refunded_cents >= 0 and refunded_cents <= total_cents)
    `.execute(db);
    await sql`alter table orders drop constraint orders_payment_status_check`.execute(db);
    await sql`
      alter table orders add constraint orders_payment_status_check
      check (payment_status in ('pending', 'paid', 'failed', 'partially_refunded', 'refunded', 'voided'))
    `.execute(db);

    await db.schema
      .alterTable('order_events')
      .addColumn('refund_cents', 'integer', (col) => col.check(sql`refund_cents > 0`))
      .execute();

    // Like the timeline, the staff member's name is copied rather than referenced.
    await db.schema
      .createTable('order_refunds')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
      .addColumn('provider_refund_id', 'text', (col) => col.notNull())
      .addColumn('restocked', 'boolean', (col) => col.notNull())
      .addColumn('actor_staff_id', 'integer')
      .addColumn('actor_name', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('order_refunds_order_idx').on('order_refunds').column('order_id').execute();

    await db.schema
      .createTable('order_refund_lines')
      .addColumn('refund_id', 'integer', (col) => col.notNull().references('order_refunds.id').onDelete('cascade'))
      .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
      .addPrimaryKeyConstraint('order_refund_lines_pk', ['refund_id', 'order_item_id'])
      .execute();
    await db.schema
      .createIndex('order_refund_lines_item_idx')
      .on('order_refund_lines')
      .column('order_item_id')
      .execute();
  },
};
