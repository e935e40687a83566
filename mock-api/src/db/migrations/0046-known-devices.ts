import { sql, type Migration } from 'kysely';

/*
 * Browsers that have signed in to an account before (decision 043). The cookie holds a random
 * token; only its SHA-256 is kept, beside a hash of the account it vouches for, so a copy of
 * this table neither signs anyone in nor names an address.
 */
export const knownDevicesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('known_devices')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('account_key', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('known_devices_expires_idx').on('known_devices').column('expires_at').execute();
  },
};
