import { sql, type Migration } from 'kysely';

/*
 * The four built-in posts (migration 0032) were dated Oct–Nov 2024 while the sample tour
 * (migration 0027) is placed around the day of install, so a 2024 post announced cities whose
 * shows were two years later, promised a presale "Friday" and quoted a stream count no data backs.
 * They become sample posts placed around the install as the tour is, about the seeded shows, with
 * no promise tied to a day. A post staff have edited since (any field changed) is left alone.
 */

const REWRITES = [
  {
    was: { title: 'MY SPACE hits 10 million streams', postedOn: '2024-11-02' },
    daysAgo: 5,
    type: 'tour',
    title: 'Los Angeles closes the Anxiety Attack Tour',
    content: 'The last night of the run is at The Fonda Theatre in Los Angeles. Every date is in the Tour section.',
    isHot: true,
  },
  {
    was: { title: 'Studio Diaries, episode 4: the bridge that broke us', postedOn: '2024-10-21' },
    daysAgo: 18,
    type: 'content',
    title: 'Studio Diaries, episode 4: the bridge that broke us',
    content: 'Jax rewrote the bridge of "Left on Read" eleven times. We filmed every single attempt. You are welcome.',
    isHot: false,
  },
  {
    was: { title: 'Cover contest: play "Heart Rate Hero" your way', postedOn: '2024-10-12' },
    daysAgo: 30,
    type: 'community',
    title: 'Your covers of "Heart Rate Hero"',
    content: 'We watch every cover you post with #HeartRateHero. Drums on pots and pans count. Keep them coming.',
    isHot: false,
  },
  {
    was: { title: 'The Anxiety Attack Tour adds five new cities', postedOn: '2024-10-01' },
    daysAgo: 60,
    type: 'tour',
    title: 'The Anxiety Attack Tour: eight cities',
    content:
      'Denver, Austin, Nashville, Chicago, Toronto, Minneapolis, Seattle and Los Angeles. Newsletter members hear about every show first.',
    isHot: false,
  },
] as const;

export const newsPostsMatchTheTourMigration: Migration = {
  async up(db) {
    for (const post of REWRITES) {
      await db
        .updateTable('news_posts')
        .set({
          title: post.title,
          posted_on: sql`current_date - ${post.daysAgo}::integer`,
          type: post.type,
          content: post.content,
          is_hot: post.isHot,
          updated_at: sql`now()`,
        })
        .where('title', '=', post.was.title)
        .where('posted_on', '=', sql<string>`${post.was.postedOn}::date`)
        .where('created_at', '=', sql<Date>`updated_at`)
        .execute();
    }
  },

  async down() {
    // The 2024 wording was untrue; there is nothing to go back to.
  },
};
