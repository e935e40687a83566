import { sql } from 'kysely';
import type { SharePlatform, SocialPostFilter } from '@ps/shared/social';
import type { Db } from '../../db/tables';

export function createSocialRepository(db: Db) {
  return {
    posts(filter: SocialPostFilter, limit: number) {
      let query = db.selectFrom('socialPosts').selectAll().orderBy('postedAt', 'desc').orderBy('id').limit(limit);
      if (filter === 'viral') query = query.where('isViral', '=', true);
      if (filter === 'tiktok') query = query.where('tiktokPotential', '=', true);
      return query.execute();
    },
    viralMoments() {
      return db.selectFrom('viralMoments').selectAll().execute();
    },
    activity(limit: number) {
      return db.selectFrom('socialActivity').selectAll().orderBy('occurredAt', 'desc').limit(limit).execute();
    },
    community(limit: number) {
      return db.selectFrom('communityMessages').selectAll().orderBy('postedAt', 'desc').limit(limit).execute();
    },
    /** Every shareable item with its shares summed over platforms. */
    shareableContent() {
      return db
        .selectFrom('shareableContent as c')
        .leftJoin('socialShareCounts as s', 's.contentId', 'c.id')
        .selectAll('c')
        .select(sql<number>`coalesce(sum(s.count), 0)::int`.as('shares'))
        .groupBy('c.id')
        .orderBy('c.id')
        .execute();
    },
    /** Every content item with its shares per platform, summed in SQL, most shared first. */
    shareCounts() {
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
    },
    findContent(id: string) {
      return db.selectFrom('shareableContent').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** One more share per platform, atomically; returns the content's new total. */
    async totalShares(contentId: string): Promise<number> {
      const row = await db
        .selectFrom('socialShareCounts')
        .select(sql<number>`coalesce(sum(count), 0)::int`.as('total'))
        .where('contentId', '=', contentId)
        .executeTakeFirstOrThrow();
      return row.total;
    },

    async recordShare(contentId: string, platform: SharePlatform): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('socialShareCounts')
          .values({ contentId, platform, count: 1 })
          .onConflict((conflict) =>
            conflict.columns(['contentId', 'platform']).doUpdateSet({ count: sql`social_share_counts.count + 1` }),
          )
          .execute();
        const row = await trx
          .selectFrom('socialShareCounts')
          .select(sql<number>`coalesce(sum(count), 0)::int`.as('total'))
          .where('contentId', '=', contentId)
          .executeTakeFirstOrThrow();
        return row.total;
      });
    },
  };
}

export type SocialRepository = ReturnType<typeof createSocialRepository>;
