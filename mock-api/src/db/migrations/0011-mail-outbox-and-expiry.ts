import { sql, type Migration } from 'kysely';

/*
 * The mail outbox: a message to send is a row written in the transaction that made it
 * necessary (an order, a signup), so a crash can delay it but never lose it. Inserting
 * announces `mail_outbox` at commit, so a dispatcher in any process wakes at once.
 *
 * Payment holds: each payment the provider holds for a checkout, until it becomes that
 * checkout's order or is released. Abandoned checkouts are deleted when they expire; the
 * holds they leave behind are what the expiry sweep releases through the provider.
 */

export const mailOutboxAndExpiryMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('message', 'jsonb', (col) => col.notNull())
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      // While a dispatcher is sending, its lease: past it, another may try again.
      .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('last_error', 'text')
      .addColumn('message_id', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .execute();
    await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where status = 'pending'`.execute(
      db,
    );
    await sql`
      create function notify_mail_outbox() returns trigger
      language plpgsql
      as $$
        begin
          perform pg_notify('mail_outbox', '');
          return null;
        end
      $$
    `.execute(db);
    await sql`
      create trigger mail_outbox_inserted after insert on mail_outbox
        for each statement execute function notify_mail_outbox()
    `.execute(db);

    await db.schema
      .createTable('payment_holds')
      .addColumn('payment_id', 'text', (col) => col.primaryKey())
      // No foreign key: the hold must outlive the expired session that made it.
      .addColumn('checkout_session_id', 'uuid', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('release_claimed_until', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('payment_holds_session_idx')
      .on('payment_holds')
      .column('checkout_session_id')
      .execute();
    await sql`create index checkout_sessions_open_idx on checkout_sessions (updated_at) where order_id is null`.execute(
      db,
    );
    await db.schema.createIndex('carts_updated_idx').on('carts').column('updated_at').execute();
  },
};
