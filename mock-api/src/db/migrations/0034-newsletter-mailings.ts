import { sql, type Migration } from 'kysely';

/*
 * Mailings staff write to the newsletter. A draft may be edited; sending stamps `sent_at`,
 * `sent_by` and how many subscribers were queued, once. Staff columns go null when the
 * account is removed, so a mailing outlives its author.
 */
export const newsletterMailingsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('newsletter_mailings')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('written_by', 'integer', (col) => col.references('staff_users.id').onDelete('set null'))
      .addColumn('sent_by', 'integer', (col) => col.references('staff_users.id').onDelete('set null'))
      .addColumn('sent_at', 'timestamptz')
      .addColumn('recipients', 'integer')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('newsletter_mailings_sent_whole', sql`(sent_at is null) = (recipients is null)`)
      .execute();
    await db.schema
      .createIndex('newsletter_mailings_newest_idx')
      .on('newsletter_mailings')
      .columns(['created_at desc', 'id desc'])
      .execute();
  },
};
