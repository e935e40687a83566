import { sql, type Migration } from 'kysely';

/*
 * Staff move orders along: a row version so two people changing one order cannot
 * overwrite each other, the parcel's carrier and tracking number, the refund's id,
 * who made each change (the name is copied, so the timeline outlives a renamed or
 * removed staff account), and internal notes the customer never sees. Orders can now
 * end refunded, and a payment can end voided (its hold released before capture).
 */

const ORDER_STATUSES = sql`('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')`;

export const orderFulfilmentMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('orders')
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('carrier', 'text')
      .addColumn('tracking_number', 'text')
      .addColumn('shipped_at', 'timestamptz')
      .addColumn('refund_reference', 'text')
      .execute();
    await sql`alter table orders drop constraint orders_status_check`.execute(db);
    await sql`alter table orders add constraint orders_status_check check (status in ${ORDER_STATUSES})`.execute(db);
    await sql`alter table orders drop constraint orders_payment_status_check`.execute(db);
    await sql`
      alter table orders add constraint orders_payment_status_check
      check (payment_status in ('pending', 'paid', 'failed', 'refunded', 'voided'))
    `.execute(db);
    await sql`
      alter table orders add constraint orders_shipped_has_tracking
      check (shipped_at is null or (carrier is not null and tracking_number is not null))
    `.execute(db);
    await sql`alter table order_events drop constraint order_events_status_check`.execute(db);
    await sql`
      alter table order_events add constraint order_events_status_check check (status in ${ORDER_STATUSES})
    `.execute(db);

    // No foreign key to staff_users: like the audit log, a row keeps naming whoever acted.
    await db.schema
      .alterTable('order_events')
      .addColumn('actor_staff_id', 'integer')
      .addColumn('actor_name', 'text')
      .execute();

    await db.schema
      .createTable('order_staff_notes')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('author_staff_id', 'integer')
      .addColumn('author_name', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('order_staff_notes_order_idx')
      .on('order_staff_notes')
      .columns(['order_id', 'created_at'])
      .execute();

    // The console's list: newest first, optionally by status.
    await db.schema.createIndex('orders_newest_idx').on('orders').columns(['created_at desc', 'id desc']).execute();
    await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at desc']).execute();
  },
};
