import { sql, type Migration } from 'kysely';

/*
 * Every committed change to what the landing page and the social hub show (tour dates, posts,
 * viral moments, shareable content, community messages, fan photos) is announced on the
 * `fan_content_changed` channel, so their first screens drawn on the server (decision 026) are
 * dropped at once. Share counts and the activity feed change with every share and are not
 * announced: those screens are kept for a short time only instead.
 */

const FAN_CONTENT_TABLES = [
  'tour_dates',
  'social_posts',
  'viral_moments',
  'shareable_content',
  'community_messages',
  'fan_photos',
];

export const fanContentChangeNotificationsMigration: Migration = {
  async up(db) {
    await sql`
      create function notify_fan_content_changed() returns trigger
      language plpgsql
      as $$
        begin
          perform pg_notify('fan_content_changed', '');
          return null;
        end
      $$
    `.execute(db);
    for (const table of FAN_CONTENT_TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_fan_content_changed`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function notify_fan_content_changed()
      `.execute(db);
    }
  },
};
