import { sql, type Migration } from 'kysely';

/*
 * The shop's postal address, printed on receipts. An existing row gets the same seed a new
 * one does (settings-record.ts); staff change it in the console.
 */
export const shopAddressMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('settings')
      .addColumn('shop_address', 'text', (col) =>
        col.notNull().defaultTo('Panic Squad Merch\n1 Example Street\nNashville, TN 37203\nUnited States'),
      )
      .execute();
    await sql`alter table settings alter column shop_address drop default`.execute(db);
  },
};
