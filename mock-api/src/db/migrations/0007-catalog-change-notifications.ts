import { sql, type Migration } from 'kysely';

/*
 * Every committed change to the catalog tables is announced on the `catalog_changed`
 * channel, whoever makes it (a checkout, another API instance, a script, psql), so a
 * process may keep catalog responses in memory until the next announcement. NOTIFY is
 * transactional: nothing is sent for a rollback, and one transaction sends one message.
 */

const CATALOG_TABLES = ['categories', 'products', 'product_images', 'product_variants'];

export const catalogChangeNotificationsMigration: Migration = {
  async up(db) {
    await sql`
      create function notify_catalog_changed() returns trigger
      language plpgsql
      as $$
        begin
          perform pg_notify('catalog_changed', '');
          return null;
        end
      $$
    `.execute(db);
    for (const table of CATALOG_TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_changed`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function notify_catalog_changed()
      `.execute(db);
    }
  },
};
