import { sql } from 'kysely';
import type { AdminCategory } from '@ps/shared/console-schemas';
import type { Db } from '../../../db/tables';

/** Products in the category, by whether they are archived (kept only for order history). */
const productCounts = (db: Db) =>
  db
    .selectFrom('products')
    .select([
      'categoryId',
      sql<number>`count(*) filter (where archived_at is null)::int`.as('current'),
      sql<number>`count(*) filter (where archived_at is not null)::int`.as('archived'),
    ])
    .groupBy('categoryId');

export interface CategoryColumns {
  name: string;
  slug: string;
  description: string;
  displayOrder: number;
  active: boolean;
}

export type AdminCategoryRecord = AdminCategory & { archivedProductCount: number };

/** The console's queries over categories; every method takes the connection it runs on, a transaction or not. */
export const adminCategoryRepository = {
  async list(db: Db, ids?: number[]): Promise<AdminCategoryRecord[]> {
    const rows = await db
      .selectFrom('categories as c')
      .leftJoin(productCounts(db).as('n'), 'n.categoryId', 'c.id')
      .select([
        'c.id',
        'c.name',
        'c.slug',
        'c.description',
        'c.imageUrl',
        'c.displayOrder',
        'c.active',
        'c.createdAt',
        'c.updatedAt',
        'c.version',
        sql<number>`coalesce(n.current, 0)`.as('productCount'),
        sql<number>`coalesce(n.archived, 0)`.as('archivedProductCount'),
      ])
      .$if(ids !== undefined, (query) => query.where('c.id', 'in', ids!))
      .orderBy('c.displayOrder')
      .orderBy('c.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      productCount: Number(row.productCount),
      archivedProductCount: Number(row.archivedProductCount),
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    }));
  },

  async slugTakenBy(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
    const row = await db
      .selectFrom('categories')
      .select('id')
      .where('slug', '=', slug)
      .$if(exceptId !== null, (query) => query.where('id', '<>', exceptId!))
      .executeTakeFirst();
    return row !== undefined;
  },

  async nextDisplayOrder(db: Db): Promise<number> {
    const row = await db
      .selectFrom('categories')
      .select(sql<number>`coalesce(max(display_order) + 1, 0)::int`.as('next'))
      .executeTakeFirstOrThrow();
    return Number(row.next);
  },

  async insert(db: Db, columns: CategoryColumns): Promise<number> {
    return (await db.insertInto('categories').values(columns).returning('id').executeTakeFirstOrThrow()).id;
  },

  /** False when there is no such category. */
  async update(db: Db, id: number, columns: Partial<CategoryColumns> & { imageUrl?: string | null }) {
    const result = await db
      .updateTable('categories')
      .set({ ...columns, updatedAt: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  async deactivate(db: Db, ids: number[]): Promise<number> {
    const result = await db
      .updateTable('categories')
      // The form edits `active` too: an open form must not switch it back unawares.
      .set({ active: false, updatedAt: new Date(), version: sql`version + 1` })
      .where('id', 'in', ids)
      .where('active', '=', true)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  async remove(db: Db, ids: number[]): Promise<{ imageUrl: string | null }[]> {
    return db.deleteFrom('categories').where('id', 'in', ids).returning('imageUrl').execute();
  },

  async allIds(db: Db): Promise<number[]> {
    return (await db.selectFrom('categories').select('id').execute()).map((row) => row.id);
  },

  async setDisplayOrder(db: Db, id: number, displayOrder: number): Promise<void> {
    await db
      .updateTable('categories')
      .set({ displayOrder, updatedAt: new Date(), version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
  },

  async imageUrlOf(db: Db, id: number): Promise<string | null | undefined> {
    const row = await db.selectFrom('categories').select('imageUrl').where('id', '=', id).executeTakeFirst();
    return row?.imageUrl;
  },
};
