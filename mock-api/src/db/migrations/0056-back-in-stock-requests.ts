import { sql, type Migration } from 'kysely';

/*
 * "Tell me when it's back" on a sold-out variant (decision 063). A request waits until the
 * stock change that takes its variant above zero mails it once (notified_at), or until the
 * fan unsubscribes. One open request per address and variant; a finished one can be renewed.
 */
export const backInStockRequestsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('back_in_stock_requests')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('variant_id', 'integer', (col) => col.notNull().references('product_variants.id').onDelete('cascade'))
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
      .addColumn('confirm_token_hash', 'text', (col) => col.unique())
      .addColumn('confirm_expires_at', 'timestamptz')
      .addColumn('confirmed_at', 'timestamptz')
      .addColumn('unsubscribe_token', 'text', (col) => col.notNull().unique())
      .addColumn('notified_at', 'timestamptz')
      .addColumn('unsubscribed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create unique index back_in_stock_requests_open_email
      on back_in_stock_requests (variant_id, lower(email))
      where notified_at is null and unsubscribed_at is null`.execute(db);
    await sql`create index back_in_stock_requests_waiting
      on back_in_stock_requests (variant_id, created_at, id)
      where notified_at is null and unsubscribed_at is null and confirmed_at is not null`.execute(db);
  },
};
