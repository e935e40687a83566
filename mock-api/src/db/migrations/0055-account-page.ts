import { sql, type Migration } from 'kysely';

/*
 * The customer's account page (issue 27 item 8, decision 062). An e-mail change waits in
 * `pending_email` until the link mailed to that address is opened; the one-time link gets
 * its own purpose so a sign-up or reset link can never confirm it. The address book holds
 * each address as the orders do (jsonb); a partial unique index allows one default of each kind.
 */
export const accountPageMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('customers').addColumn('pending_email', 'text').execute();
    await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
    await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
      check (purpose in ('customer_password_reset', 'staff_password_set', 'customer_email_confirm',
        'customer_email_change'))`.execute(db);
    await db.schema
      .createTable('customer_addresses')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('address', 'jsonb', (col) => col.notNull())
      .addColumn('is_default_shipping', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('is_default_billing', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index customer_addresses_customer_idx on customer_addresses (customer_id, id)`.execute(db);
    await sql`create unique index customer_addresses_one_default_shipping
      on customer_addresses (customer_id) where is_default_shipping`.execute(db);
    await sql`create unique index customer_addresses_one_default_billing
      on customer_addresses (customer_id) where is_default_billing`.execute(db);
  },
};
