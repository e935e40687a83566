import { sql, type Migration } from 'kysely';

/*
 * Double opt-in: a signup waits, unconfirmed, with the hash of a single-use confirm token
 * until the fan follows the link. Rows from the single opt-in days count as confirmed at
 * their signup. Also the EP download counter and staff-uploaded track previews.
 */
export const newsletterOptInAndMusicMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('newsletter_subscribers')
      .addColumn('confirmed_at', 'timestamptz')
      .addColumn('confirm_token_hash', 'text')
      .addColumn('confirm_expires_at', 'timestamptz')
      .execute();
    await sql`update newsletter_subscribers set confirmed_at = subscribed_at`.execute(db);
    await sql`create unique index newsletter_subscribers_confirm_token_key
      on newsletter_subscribers (confirm_token_hash) where confirm_token_hash is not null`.execute(db);

    await db.schema
      .createTable('ep_downloads')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('subscriber_id', 'integer', (col) => col.references('newsletter_subscribers.id').onDelete('set null'))
      .addColumn('downloaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('track_previews')
      .addColumn('track_id', 'text', (col) => col.primaryKey())
      .addColumn('media_key', 'text', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('duration_ms', 'integer', (col) => col.notNull().check(sql`duration_ms > 0`))
      .addColumn('byte_size', 'integer', (col) => col.notNull())
      .addColumn('uploaded_by', 'integer', (col) => col.references('staff_users.id').onDelete('set null'))
      .addColumn('uploaded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
};
