import { sql, type Migration } from 'kysely';

/*
 * Tracked events keep only the random ids the browser made (no IP, no cookie).
 * A subscriber row outlives an unsubscribe (unsubscribed_at set), so its token
 * keeps answering and a later signup renews the same row.
 */

export const analyticsNewsletterMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('event_type', 'text', (col) => col.notNull())
      .addColumn('element_id', 'text')
      .addColumn('section_name', 'text')
      .addColumn('value', 'double precision')
      .addColumn('metadata', 'jsonb')
      .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
      .addColumn('session_id', 'uuid', (col) => col.notNull())
      .addColumn('user_id', 'uuid')
      .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('analytics_events_occurred_at_idx')
      .on('analytics_events')
      .columns(['occurred_at', 'event_type'])
      .execute();

    await db.schema
      .createTable('newsletter_subscribers')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('email', 'text', (col) => col.notNull().check(sql`char_length(email) <= 254`))
      .addColumn('name', 'text')
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('variant', 'text')
      .addColumn('wants_updates', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
      .addColumn('subscribed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('unsubscribed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    // Fan@example.com and fan@example.com reach the same inbox in practice, so they are one subscriber.
    await sql`create unique index newsletter_subscribers_email_key on newsletter_subscribers (lower(email))`.execute(
      db,
    );
    await db.schema
      .createIndex('newsletter_subscribers_subscribed_at_idx')
      .on('newsletter_subscribers')
      .column('subscribed_at')
      .execute();
  },
};
