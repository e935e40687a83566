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

const newest = (db: Db) => db.selectFrom('newsPosts').select(columns).orderBy('postedOn', 'desc').orderBy('id', 'desc');

export const latestPublishedNews = (db: Db, limit: number) =>
  newest(db).where('published', '=', true).limit(limit).execute();

/** One page of the console's list, newest post first, with the count of every post that matches. */
export async function newsPage(
  db: Db,
  { state, limit, offset }: { state: NewsListState; limit: number; offset: number },
) {
  const published = state === 'all' ? null : state === 'published';
  let count = db.selectFrom('newsPosts').select(sql<number>`count(*)::int`.as('total'));
  let rows = newest(db);
  if (published !== null) {
    count = count.where('published', '=', published);
    rows = rows.where('published', '=', published);
  }
  const [{ total }, found] = await Promise.all([
    count.executeTakeFirstOrThrow(),
    rows.limit(limit).offset(offset).execute(),
  ]);
  return { total, rows: found };
}

export async function insertNewsPost(db: Db, values: NewsPostValues) {
  const { id } = await db.insertInto('newsPosts').values(values).returning('id').executeTakeFirstOrThrow();
  return newest(db).where('id', '=', id).executeTakeFirstOrThrow();
}

/** The post as changed; undefined when there is no such post. */
export async function updateNewsPost(db: Db, id: number, values: Partial<NewsPostValues> & { published?: boolean }) {
  const changed = await db
    .updateTable('newsPosts')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return changed ? newest(db).where('id', '=', id).executeTakeFirst() : undefined;
}

export const deleteNewsPost = async (db: Db, id: number): Promise<boolean> =>
  (await db.deleteFrom('newsPosts').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n;

export type NewsPostRecord = Awaited<ReturnType<typeof latestPublishedNews>>[number];
