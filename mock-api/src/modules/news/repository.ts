import { sql, type Insertable } from 'kysely';
import type { NewsListState } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import type { NewsPostsTable } from '../../db/news-tables';

export type NewsPostValues = Omit<Insertable<NewsPostsTable>, 'id' | 'published' | 'createdAt' | 'updatedAt'>;

/** Every column, with the posted day as `YYYY-MM-DD` text on both drivers. */
const columns = [
  'id',
  'title',
  sql<string>`to_char(posted_on, 'YYYY-MM-DD')`.as('postedOn'),
  'type',
  'content',
  'isHot',
  'published',
  'updatedAt',
  'version',
] as const;

/** Queries on the band's news posts; each returns plain rows, newest post first; a write may run in a given transaction. */
export function createNewsRepository(db: Db) {
  const newest = (connection: Db = db) =>
    connection.selectFrom('newsPosts').select(columns).orderBy('postedOn', 'desc').orderBy('id', 'desc');

  return {
    latestPublished: (limit: number) => newest().where('published', '=', true).limit(limit).execute(),

    /** One page of the console's list, with the count of every post that matches. */
    async page({ state, limit, offset }: { state: NewsListState; limit: number; offset: number }) {
      const published = state === 'all' ? null : state === 'published';
      let count = db.selectFrom('newsPosts').select(sql<number>`count(*)::int`.as('total'));
      let rows = newest();
      if (published !== null) {
        count = count.where('published', '=', published);
        rows = rows.where('published', '=', published);
      }
      const [{ total }, found] = await Promise.all([
        count.executeTakeFirstOrThrow(),
        rows.limit(limit).offset(offset).execute(),
      ]);
      return { total, rows: found };
    },

    findById: (id: number) => newest().where('id', '=', id).executeTakeFirst(),

    async create(values: NewsPostValues, trx: Db = db) {
      const { id } = await trx.insertInto('newsPosts').values(values).returning('id').executeTakeFirstOrThrow();
      return newest(trx).where('id', '=', id).executeTakeFirstOrThrow();
    },

    async update(id: number, values: Partial<NewsPostValues> & { published?: boolean }, trx: Db = db) {
      const changed = await trx
        .updateTable('newsPosts')
        .set({ ...values, updatedAt: new Date() })
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return changed ? newest(trx).where('id', '=', id).executeTakeFirst() : undefined;
    },

    delete: async (id: number, trx: Db = db): Promise<boolean> =>
      (await trx.deleteFrom('newsPosts').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,

    transaction: <T>(work: (trx: Db) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
export type NewsPostRecord = Awaited<ReturnType<NewsRepository['latestPublished']>>[number];
