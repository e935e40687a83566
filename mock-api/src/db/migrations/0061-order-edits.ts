import { sql, type Migration } from 'kysely';

/*
 * Edits before shipping (issue 27 item 3, decision 073). Each edit of an order's address or
 * lines leaves a row, in the customer's words, for both timelines. An edit that costs more
 * leaves a balance the customer pays through a mailed link; the order keeps what is still due,
 * so a later refund or cancel gives back only what was taken. One open link per order.
 */
export const orderEditsMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('orders')
      .addColumn('balance_due_cents', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(0)
          .check(sql`balance_due_cents >= 0`),
      )
      .execute();
    await db.schema
      .createTable('order_edits')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('difference_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('by_customer', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('actor_staff_id', 'integer')
      .addColumn('actor_name', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('order_edits_order').on('order_edits').columns(['order_id', 'id']).execute();
    await db.schema
      .createTable('order_balance_payments')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
      .addColumn('provider_payment_id', 'text')
      .addColumn('paid_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create unique index order_balance_payments_one_open
      on order_balance_payments (order_id) where status = 'open'`.execute(db);
  },
};
