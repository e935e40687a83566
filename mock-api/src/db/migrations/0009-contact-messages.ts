import { sql, type Migration } from 'kysely';
import { CONTACT_TOPICS } from '@ps/shared/schemas';

/*
 * The contact form's messages are kept, not only mailed, so staff can find one by
 * the reference the sender got; the support inbox's copy goes through the mail outbox.
 */

const topicList = sql.join(CONTACT_TOPICS.map((topic) => sql.lit(topic)));

export const contactMessagesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'uuid', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('topic', 'text', (col) => col.notNull().check(sql`topic in (${topicList})`))
      .addColumn('order_number', 'text')
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('contact_messages_created_at_idx')
      .on('contact_messages')
      .column('created_at')
      .execute();
  },
};
