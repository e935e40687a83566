import { sql, type Migration } from 'kysely';

/*
 * The console's customers are orders and accounts grouped by e-mail, ignoring case, so
 * that expression gets an index. An erased buyer's orders stay for the books with their
 * personal fields overwritten; anonymised_at marks them, and the customer list skips them.
 */

export const customerErasureMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('orders').addColumn('anonymised_at', 'timestamptz').execute();
    await sql`create index orders_customer_email_idx on orders (lower(customer_email)) where anonymised_at is null`.execute(
      db,
    );
    await sql`create index contact_messages_email_idx on contact_messages (lower(email))`.execute(db);
  },
};
