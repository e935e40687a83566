import { sql } from 'kysely';
import type { SharePlatform, SocialPostFilter } from '@ps/shared/social';
import type { Db } from '../../db/tables';

export function socialPosts(db: Db, filter: SocialPostFilter, limit: number) {
  let query = db.selectFrom('socialPosts').selectAll().orderBy('postedAt', 'desc').orderBy('id').limit(limit);
  if (filter === 'viral') query = query.where('isViral', '=', true);
  if (filter === 'tiktok') query = query.where('tiktokPotential', '=', true);
  return query.execute();
}

export const viralMoments = (db: Db) => db.selectFrom('viralMoments').selectAll().execute();

export const socialActivity = (db: Db, limit: number) =>
  db.selectFrom('socialActivity').selectAll().orderBy('occurredAt', 'desc').limit(limit).execute();

export const communityMessages = (db: Db, limit: number) =>
  db.selectFrom('communityMessages').selectAll().orderBy('postedAt', 'desc').limit(limit).execute();

/** Every shareable item with its shares summed over platforms. */
export function shareableContentWithShares(db: Db) {
  return db
    .selectFrom('shareableContent as c')
    .leftJoin('socialShareCounts as s', 's.contentId', 'c.id')
    .selectAll('c')
    .select(sql<number>`coalesce(sum(s.count), 0)::int`.as('shares'))
    .groupBy('c.id')
    .orderBy('c.id')
    .execute();
}

/** Every content item with its shares per platform, summed in SQL, most shared first. */
export function shareCountsByPlatform(db: Db) {
  const on = (platform: SharePlatform) =>
    sql<number>`coalesce(sum(s.count) filter (where s.platform = ${platform}), 0)::int`.as(platform);
  return db
    .selectFrom('shareableContent as c')
    .leftJoin('socialShareCounts as s', 's.contentId', 'c.id')
    .select(['c.id', 'c.title', 'c.type'])
    .select(sql<number>`coalesce(sum(s.count), 0)::int`.as('total'))
    .select([on('tiktok'), on('instagram'), on('twitter'), on('facebook')])
    .groupBy('c.id')
    .orderBy('total', 'desc')
    .orderBy('c.id')
    .execute();
}

export const findShareableContent = (db: Db, id: string) =>
  db.selectFrom('shareableContent').selectAll().where('id', '=', id).executeTakeFirst();

/** The content's shares summed over platforms. */
export async function totalSharesOf(db: Db, contentId: string): Promise<number> {
  const row = await db
    .selectFrom('socialShareCounts')
    .select(sql<number>`coalesce(sum(count), 0)::int`.as('total'))
    .where('contentId', '=', contentId)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** One more share on the platform, atomically. */
export async function addShare(db: Db, contentId: string, platform: SharePlatform): Promise<void> {
  await db
    .insertInto('socialShareCounts')
    .values({ contentId, platform, count: 1 })
    .onConflict((conflict) =>
      conflict.columns(['contentId', 'platform']).doUpdateSet({ count: sql`social_share_counts.count + 1` }),
    )
    .execute();
}
