import { sql, type Migration } from 'kysely';

/*
 * The band's releases, which the landing's Music section and hero read and staff edit in the
 * console (decision 045). They were typed into the landing with "new" set by hand and every
 * streaming button on a search page. The two seeded releases keep their release days; their
 * links are left empty (buttons hidden) until staff enter the band's real pages.
 * Shows lose their made-up ticket link the same way: `ticket_url` may be empty, and the one
 * vendor search every sample show pointed at (migration 0027) is cleared.
 * Both tables are on the landing's server-drawn first screen, so a change is announced
 * (migration 0029) and a kept screen dropped.
 */

type Track = readonly [title: string, time: string, popular?: boolean];

const tracks = (rows: readonly Track[]) =>
  JSON.stringify(
    rows.map(([title, time, popular = false]) => {
      const [minutes = 0, seconds = 0] = time.split(':').map(Number);
      return { title, seconds: minutes * 60 + seconds, popular };
    }),
  );

const RELEASES = [
  {
    slug: 'superhero-complex',
    title: 'SUPERHERO COMPLEX',
    type: 'album',
    releasedOn: '2023-05-12',
    description:
      'The debut: ten songs about pretending to be fine while the city (and your group chat) is on fire. Where the Squad began.',
    genres: ['Pop-Punk', 'Punk Rock'],
    cover: { motif: 'mask', background: '#4fd1ff', accent: '#ff4f8b' },
    featured: false,
    tracks: tracks([
      ['Superhero Complex', '3:33', true],
      ['Kryptonite Is Small Talk', '3:56', true],
      ['Mild Peril', '3:11'],
      ['Alter Ego, Altered Mood', '4:07'],
      ['Mask On, Guard Up', '3:48'],
      ['Utility Belt of Coping Skills', '3:44', true],
      ['Not All Heroes Sleep', '3:59'],
      ['Secret Identity Crisis', '3:39'],
      ['Radioactive Butterflies', '3:52'],
      ['Last Issue (To Be Continued)', '4:56'],
    ]),
  },
  {
    slug: 'my-space',
    title: 'MY SPACE',
    type: 'album',
    releasedOn: '2024-09-06',
    description:
      'Twelve songs about needing room to breathe, written in a van, a closet and one very patient Airbnb. Big choruses, bigger feelings.',
    genres: ['Pop-Punk', 'Emo', 'Alternative'],
    cover: { motif: 'window', background: '#ff4f8b', accent: '#ffd23f' },
    featured: true,
    tracks: tracks([
      ['Heart Rate Hero', '3:24', true],
      ['My Space (Leave Me Alone)', '3:41', true],
      ["Cape Doesn't Fit", '3:12'],
      ['Overthinking in 4/4', '3:38', true],
      ['Panic at the Pharmacy', '2:58'],
      ['Sidekick Syndrome', '3:45'],
      ['Left on Read', '3:19', true],
      ['3AM Origin Story', '3:52'],
      ['Social Battery (0%)', '3:27'],
      ['Villain Era Lite', '3:33'],
      ['Breathe In, Breathe Out', '3:44'],
      ['Saving the World (Tomorrow)', '3:42'],
    ]),
  },
];

/** What every sample show's GET TICKETS opened: a search page, not the show's tickets. */
const SAMPLE_TICKET_SEARCH = 'https://www.ticketmaster.com/search?q=Panic%20Squad';

export const releasesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('releases')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('title', 'text', (col) => col.notNull().check(sql`char_length(title) between 1 and 120`))
      .addColumn('artist', 'text', (col) => col.notNull().check(sql`char_length(artist) between 1 and 120`))
      .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('album', 'ep', 'single')`))
      .addColumn('released_on', 'date', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('genres', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('cover', 'jsonb', (col) => col.notNull())
      .addColumn('tracks', 'jsonb', (col) => col.notNull())
      .addColumn('spotify_url', 'text')
      .addColumn('apple_music_url', 'text')
      .addColumn('youtube_url', 'text')
      .addColumn('download_url', 'text')
      .addColumn('featured', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index releases_newest_idx on releases (released_on desc, id desc)`.execute(db);
    await sql`
      create trigger releases_fan_content_changed
        after insert or update or delete or truncate on releases
        for each statement execute function notify_fan_content_changed()
    `.execute(db);

    for (const release of RELEASES) {
      await db
        .insertInto('releases')
        .values({
          slug: release.slug,
          title: release.title,
          artist: 'Panic Squad',
          type: release.type,
          released_on: release.releasedOn,
          description: release.description,
          genres: JSON.stringify(release.genres),
          cover: JSON.stringify(release.cover),
          tracks: release.tracks,
          featured: release.featured,
        })
        .execute();
    }

    await db.schema
      .alterTable('tour_dates')
      .alterColumn('ticket_url', (col) => col.dropNotNull())
      .execute();
    await db
      .updateTable('tour_dates')
      .set({ ticket_url: null })
      .where('ticket_url', '=', SAMPLE_TICKET_SEARCH)
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('releases').execute();
  },
};
