import { sql, type Migration } from 'kysely';

/*
 * Returns and exchanges (issue 27 item 1, decision 072). A request names the order's lines and
 * units it covers; an exchange also names the other variant it asks for and, once approved, the
 * order line added for the replacement. Each step's time is a column, so the order's timeline
 * reads the steps straight from the row. The returns window is a setting, 30 days by default.
 */
export const orderReturnsMigration: Migration = {
  async up(db) {
    await sql`alter table settings add column return_window_days integer not null default 30
      check (return_window_days between 1 and 365)`.execute(db);
    await db.schema
      .createTable('order_returns')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('return', 'exchange')`))
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('requested')
          .check(sql`status in ('requested', 'refused', 'approved', 'received', 'refunded', 'sent')`),
      )
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('staff_message', 'text')
      .addColumn('replacement_variant_id', 'integer', (col) =>
        col.references('product_variants.id').onDelete('set null'),
      )
      .addColumn('replacement_variant_name', 'text')
      .addColumn('replacement_item_id', 'integer', (col) => col.references('order_items.id'))
      .addColumn('refunded_cents', 'integer', (col) => col.check(sql`refunded_cents >= 0`))
      .addColumn('carrier', 'text')
      .addColumn('tracking_number', 'text')
      .addColumn('decided_at', 'timestamptz')
      .addColumn('received_at', 'timestamptz')
      .addColumn('refunded_at', 'timestamptz')
      .addColumn('sent_at', 'timestamptz')
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index order_returns_by_order on order_returns (order_id)`.execute(db);
    await sql`create index order_returns_by_status on order_returns (status, created_at, id)`.execute(db);
    await db.schema
      .createTable('order_return_lines')
      .addColumn('return_id', 'integer', (col) => col.notNull().references('order_returns.id').onDelete('cascade'))
      .addColumn('order_item_id', 'integer', (col) => col.notNull().references('order_items.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (col) => col.notNull().check(sql`quantity > 0`))
      .addColumn('good_quantity', 'integer', (col) => col.check(sql`good_quantity >= 0 and good_quantity <= quantity`))
      .addPrimaryKeyConstraint('order_return_lines_pkey', ['return_id', 'order_item_id'])
      .execute();
  },
};
