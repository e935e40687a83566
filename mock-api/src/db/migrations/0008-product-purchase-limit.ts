import { sql, type Migration } from 'kysely';

/*
 * A product may cap how many units one order holds, across all its variants (null: no
 * cap beyond the cart's own 10 per line). The limited-edition drops were always sold
 * "one per order"; an existing catalog gets that cap here, a new one from the seed.
 */

export const productPurchaseLimitMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('products')
      .addColumn('max_per_order', 'integer', (col) => col.check(sql`max_per_order >= 1`))
      .execute();
    await sql`
      update products set max_per_order = 1
      where category_id in (select id from categories where slug = 'limited-edition')
    `.execute(db);
  },
};
