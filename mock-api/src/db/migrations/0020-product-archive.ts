import { sql, type Migration } from 'kysely';

/*
 * A product that was ever ordered is archived instead of deleted: hidden from the store
 * (it is also made inactive) and from the console's list, but kept for order history.
 */

export const productArchiveMigration: Migration = {
  async up(db) {
    await db.schema.alterTable('products').addColumn('archived_at', 'timestamptz').execute();
    await db.schema
      .createIndex('products_not_archived_updated_idx')
      .on('products')
      .columns(['updated_at desc', 'id desc'])
      .where(sql<boolean>`archived_at is null`)
      .execute();
  },
};
