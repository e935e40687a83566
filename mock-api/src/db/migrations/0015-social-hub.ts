import { sql, type Migration } from 'kysely';
import { SOCIAL_SAMPLE } from './0015-social-hub-sample';

/*
 * Spec 2's social hub shows built-in sample posts, viral moments, activity and a community
 * preview; they live here as rows so the pages read them from the server. Every date is an
 * age before the moment of migration, so "2 days ago" stays true on a fresh database.
 * Viral moments store only raw metrics: the score is computed when they are read.
 */

const minutesBefore = (minutes: number) => sql<Date>`now() - ${minutes}::int * interval '1 minute'`;
const hoursAgo = (hours: number) => minutesBefore(hours * 60);
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

type MigrationDb = Parameters<Migration['up']>[0];

async function createTables(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('social_posts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('caption', 'text', (col) => col.notNull())
    .addColumn('media_url', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('permalink', 'text', (col) => col.notNull())
    .addColumn('posted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('like_count', 'integer', (col) => col.notNull())
    .addColumn('comments_count', 'integer', (col) => col.notNull())
    .addColumn('hashtags', 'jsonb', (col) => col.notNull())
    .addColumn('is_viral', 'boolean', (col) => col.notNull())
    .addColumn('tiktok_potential', 'boolean', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('viral_moments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('thumbnail_url', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('peak_at', 'timestamptz', (col) => col.notNull())
    .addColumn('is_active', 'boolean', (col) => col.notNull())
    .addColumn('estimated_reach', 'integer', (col) => col.notNull())
    .addColumn('tiktok_potential', 'integer', (col) => col.notNull())
    .addColumn('shareable_quotes', 'jsonb', (col) => col.notNull())
    .addColumn('hashtags', 'jsonb', (col) => col.notNull())
    .addColumn('audience', 'jsonb', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addColumn('likes', 'integer', (col) => col.notNull())
    .addColumn('shares', 'integer', (col) => col.notNull())
    .addColumn('comments', 'integer', (col) => col.notNull())
    .addColumn('saves', 'integer', (col) => col.notNull())
    .addColumn('growth_rate', 'double precision', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('social_activity')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('community_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('posted_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('shareable_content')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('hashtags', 'jsonb', (col) => col.notNull())
    .addColumn('tiktok_optimized', 'boolean', (col) => col.notNull())
    .addColumn('instagram_optimized', 'boolean', (col) => col.notNull())
    .addColumn('likes', 'integer', (col) => col.notNull())
    .addColumn('comments', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('social_share_counts')
    .addColumn('content_id', 'text', (col) => col.notNull().references('shareable_content.id').onDelete('cascade'))
    .addColumn('platform', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('social_share_counts_pkey', ['content_id', 'platform'])
    .execute();
}

async function insertSamples(db: MigrationDb): Promise<void> {
  const { posts, moments, activity, community, content } = SOCIAL_SAMPLE;
  await db
    .insertInto('social_posts')
    .values(
      posts.map(({ hoursAgo: age, hashtags, ...post }) => ({
        ...post,
        hashtags: json(hashtags),
        posted_at: hoursAgo(age),
      })),
    )
    .execute();
  await db
    .insertInto('viral_moments')
    .values(
      moments.map(({ hoursAgo: age, peakHoursAgo, shareable_quotes, hashtags, audience, ...moment }) => ({
        ...moment,
        shareable_quotes: json(shareable_quotes),
        hashtags: json(hashtags),
        audience: json(audience),
        created_at: hoursAgo(age),
        peak_at: hoursAgo(peakHoursAgo),
      })),
    )
    .execute();
  await db
    .insertInto('social_activity')
    .values(activity.map(({ action, minutesAgo }) => ({ action, occurred_at: minutesBefore(minutesAgo) })))
    .execute();
  await db
    .insertInto('community_messages')
    .values(community.map(({ minutesAgo, ...message }) => ({ ...message, posted_at: minutesBefore(minutesAgo) })))
    .execute();
  await db
    .insertInto('shareable_content')
    .values(content.map(({ hashtags, ...item }) => ({ ...item, hashtags: json(hashtags) })))
    .execute();
}

export const socialHubMigration: Migration = {
  async up(db) {
    await createTables(db);
    await insertSamples(db);
  },
};
