import { sql, type Migration } from 'kysely';

/*
 * Fan photos: uploads wait in 'pending' until staff approve them; built-in sample photos
 * (generated art) start approved and featured so the showcase is never empty.
 */

interface Sample {
  caption: string;
  name: string;
  handle: string;
  platform: string;
  location: string;
  hashtags: string[];
  likes: number;
  score: number;
  silhouette: string;
  hoursAgo: number;
}

const SAMPLES: Sample[] = [
  {
    caption: 'Front row at the Heart Rate Hero show, still shaking',
    name: 'Maya',
    handle: '@mayamosh',
    platform: 'instagram',
    location: 'Chicago, IL',
    hashtags: ['PanicSquad', 'FrontRow'],
    likes: 2140,
    score: 9.4,
    silhouette: 'pin',
    hoursAgo: 6,
  },
  {
    caption: 'Drew the band for my art class final',
    name: 'Leo',
    handle: '@leodraws',
    platform: 'tiktok',
    location: 'Austin, TX',
    hashtags: ['FanArt', 'PanicSquad'],
    likes: 1380,
    score: 8.1,
    silhouette: 'poster',
    hoursAgo: 20,
  },
  {
    caption: 'Merch haul before the Denver show',
    name: 'Priya',
    handle: '@priyapunk',
    platform: 'instagram',
    location: 'Denver, CO',
    hashtags: ['MerchHaul'],
    likes: 640,
    score: 7.2,
    silhouette: 'tee',
    hoursAgo: 30,
  },
  {
    caption: 'Our cover of My Space in the garage',
    name: 'Sam',
    handle: '@samsgarage',
    platform: 'tiktok',
    location: 'Portland, OR',
    hashtags: ['Cover', 'MySpace'],
    likes: 910,
    score: 6.3,
    silhouette: 'box',
    hoursAgo: 52,
  },
  {
    caption: 'Signed vinyl finally framed',
    name: 'Ana',
    handle: '@ana.spins',
    platform: 'website',
    location: 'Madrid, Spain',
    hashtags: ['Vinyl'],
    likes: 420,
    score: 5.4,
    silhouette: 'record',
    hoursAgo: 75,
  },
  {
    caption: 'Crowd surf selfie (do not try this at home)',
    name: 'Theo',
    handle: '@theo_surfs',
    platform: 'instagram',
    location: 'Leeds, UK',
    hashtags: ['CrowdSurf'],
    likes: 300,
    score: 4.2,
    silhouette: 'hoodie',
    hoursAgo: 96,
  },
];

export const fanPhotosMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('fan_photos')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('image_id', 'text')
      .addColumn('image_format', 'text')
      .addColumn('sample_art_url', 'text')
      .addColumn('caption', 'text', (col) => col.notNull())
      .addColumn('submitter_name', 'text', (col) => col.notNull())
      .addColumn('submitter_handle', 'text')
      .addColumn('submitter_email', 'text')
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('location', 'text')
      .addColumn('hashtags', 'jsonb', (col) => col.notNull())
      .addColumn('allow_repost', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('allow_commercial_use', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('rejection_reason', 'text')
      .addColumn('is_featured', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('featured_at', 'timestamptz')
      .addColumn('like_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('viral_score', 'real', (col) => col.notNull().defaultTo(0))
      .addColumn('tiktok_potential', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('reviewed_at', 'timestamptz')
      .addCheckConstraint('fan_photos_status', sql`status in ('pending', 'approved', 'rejected', 'removed')`)
      .addCheckConstraint('fan_photos_image', sql`image_id is not null or sample_art_url is not null`)
      .execute();
    await db.schema.createIndex('fan_photos_status_idx').on('fan_photos').columns(['status', 'submitted_at']).execute();
    for (const sample of SAMPLES) {
      const at = sql<Date>`now() - ${sample.hoursAgo}::int * interval '1 hour'`;
      await db
        .insertInto('fan_photos')
        .values({
          sample_art_url: `/api/art/social/fan-${sample.handle.replace(/[^a-z0-9]/gi, '')}.svg?silhouette=${sample.silhouette}`,
          caption: sample.caption,
          submitter_name: sample.name,
          submitter_handle: sample.handle,
          platform: sample.platform,
          location: sample.location,
          hashtags: sql`${JSON.stringify(sample.hashtags)}::jsonb`,
          allow_repost: true,
          status: 'approved',
          is_featured: true,
          featured_at: at,
          like_count: sample.likes,
          viral_score: sample.score,
          tiktok_potential: sample.platform === 'tiktok',
          submitted_at: at,
          reviewed_at: at,
        })
        .execute();
    }
  },
  async down(db) {
    await db.schema.dropTable('fan_photos').execute();
  },
};
