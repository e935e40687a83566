import { sql, type Migration } from 'kysely';

/*
 * The shop's settings, one row that staff edit (seeded at start from the environment,
 * so SUPPORT_EMAIL and SUPPORT_PHONE are only ever the first values), announced on
 * `settings_changed` at commit so every process drops its copy. A variant's low-stock
 * threshold may now be left to the shop's default (null); the seeded 5s were that default.
 * Staff notifications are one row per member and event: the unique key makes a repeated
 * event (a retried transaction, a second process) land once.
 */

const NOTIFICATION_KINDS = sql`('new_order', 'low_stock', 'payment_failed', 'fan_photo')`;

export const settingsAndNotificationsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('settings')
      .addColumn('id', 'boolean', (col) =>
        col
          .primaryKey()
          .defaultTo(true)
          .check(sql`id`),
      )
      .addColumn('shop_name', 'text', (col) => col.notNull())
      .addColumn('support_email', 'text', (col) => col.notNull())
      .addColumn('support_phone', 'text', (col) => col.notNull())
      .addColumn('free_shipping_threshold_cents', 'integer', (col) =>
        col.notNull().check(sql`free_shipping_threshold_cents >= 0`),
      )
      .addColumn('low_stock_threshold', 'integer', (col) => col.notNull().check(sql`low_stock_threshold >= 0`))
      .addColumn('band', 'jsonb', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz')
      .addColumn('updated_by', 'text')
      .execute();
    await sql`
      create function notify_settings_changed() returns trigger
      language plpgsql
      as $$
        begin
          perform pg_notify('settings_changed', '');
          return null;
        end
      $$
    `.execute(db);
    await sql`
      create trigger settings_changed after insert or update or delete or truncate on settings
        for each statement execute function notify_settings_changed()
    `.execute(db);

    await sql`alter table product_variants alter column low_stock_threshold drop not null`.execute(db);
    await sql`alter table product_variants alter column low_stock_threshold drop default`.execute(db);
    await sql`update product_variants set low_stock_threshold = null where low_stock_threshold = 5`.execute(db);

    await db.schema
      .createTable('staff_notifications')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('staff_user_id', 'integer', (col) => col.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ${NOTIFICATION_KINDS}`))
      .addColumn('event_key', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('link', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('read_at', 'timestamptz')
      .addUniqueConstraint('staff_notifications_event_once', ['staff_user_id', 'event_key'])
      .execute();
    await sql`
      create index staff_notifications_latest_idx on staff_notifications (staff_user_id, created_at desc, id desc)
    `.execute(db);
    await sql`
      create index staff_notifications_unread_idx on staff_notifications (staff_user_id) where read_at is null
    `.execute(db);
  },
};
