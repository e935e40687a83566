import { sql, type Migration } from 'kysely';

/*
 * A checkout session is named by the browser (a UUID it makes) and belongs to the
 * browser session that created it. Addresses and the order draft are jsonb in the
 * shapes the shared schemas validate; the password of a new account is only ever
 * kept as an scrypt hash.
 */

export const checkoutSessionsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('checkout_sessions')
      .addColumn('id', 'uuid', (col) => col.primaryKey())
      .addColumn('owner_session_id', 'uuid', (col) => col.notNull())
      .addColumn('customer', 'jsonb')
      .addColumn('password_hash', 'text')
      .addColumn('shipping_address', 'jsonb')
      .addColumn('billing_address', 'jsonb')
      .addColumn('same_as_shipping', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('shipping_method', 'text', (col) => col.check(sql`shipping_method in ('standard', 'express')`))
      .addColumn('order_draft', 'jsonb')
      // Declined tries so far: a new try needs a new payment idempotency key, a double click must not.
      .addColumn('payment_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
      .addColumn('completed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('checkout_sessions_owner_idx')
      .on('checkout_sessions')
      .column('owner_session_id')
      .execute();
  },
};
