import { sql, type Migration } from 'kysely';

/*
 * A version per row that a console form edits as a whole (decision 040). The form sends the version it
 * read; the save bumps it and is refused when it had already moved, so a second member's save never
 * silently overwrites the first. Only the form's own save bumps it: images, sales and announcements
 * change other columns and leave an open form valid.
 */
const TABLES = ['categories', 'promotions', 'tour_dates', 'news_posts', 'settings', 'newsletter_mailings'];

export const formVersionsMigration: Migration = {
  async up(db) {
    for (const table of TABLES) {
      await sql`alter table ${sql.table(table)} add column version integer not null default 1`.execute(db);
    }
  },
};
