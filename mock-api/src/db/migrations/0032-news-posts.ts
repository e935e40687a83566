import { sql, type Migration } from 'kysely';

/*
 * The band's news posts for the landing's "What's happening". `posted_on` is the day the post
 * went out. The four posts the site was built with are real history, so they keep their own 2024
 * dates. No change notification (migration 0029): the news section is below the fold and is
 * never part of the landing's server-drawn first screen (decision 035).
 */

const BUILT_IN_POSTS = [
  {
    title: 'MY SPACE hits 10 million streams',
    postedOn: '2024-11-02',
    type: 'milestone',
    content: 'Ten million plays in eight weeks. That is a lot of people panicking along with us. Thank you, Squad.',
    isHot: true,
  },
  {
    title: 'Studio Diaries, episode 4: the bridge that broke us',
    postedOn: '2024-10-21',
    type: 'content',
    content: 'Jax rewrote the bridge of "Left on Read" eleven times. We filmed every single attempt. You are welcome.',
    isHot: false,
  },
  {
    title: 'Cover contest: play "Heart Rate Hero" your way',
    postedOn: '2024-10-12',
    type: 'community',
    content: 'Post your cover with #HeartRateHero. Our favourite three get signed gear and a video call with the band.',
    isHot: false,
  },
  {
    title: 'The Anxiety Attack Tour adds five new cities',
    postedOn: '2024-10-01',
    type: 'tour',
    content:
      'Denver, Austin, Nashville, Toronto and Seattle join the run. Presale for newsletter members starts Friday.',
    isHot: true,
  },
];

export const newsPostsMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('news_posts')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('title', 'text', (col) => col.notNull().check(sql`char_length(title) between 1 and 120`))
      .addColumn('posted_on', 'date', (col) => col.notNull())
      .addColumn('type', 'text', (col) =>
        col.notNull().check(sql`type in ('milestone', 'content', 'community', 'tour')`),
      )
      .addColumn('content', 'text', (col) => col.notNull().check(sql`char_length(content) between 1 and 1000`))
      .addColumn('is_hot', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('published', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index news_posts_published_newest_idx on news_posts (posted_on desc, id desc) where published`.execute(
      db,
    );

    // Oldest first, so ids follow the order they were posted in.
    for (const post of [...BUILT_IN_POSTS].reverse()) {
      await db
        .insertInto('news_posts')
        .values({
          title: post.title,
          posted_on: post.postedOn,
          type: post.type,
          content: post.content,
          is_hot: post.isHot,
          published: true,
        })
        .execute();
    }
  },

  async down(db) {
    await db.schema.dropTable('news_posts').execute();
  },
};
