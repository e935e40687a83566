import type { Migration } from 'kysely';

/*
 * A show announced to the newsletter keeps when and to how many subscribers, so staff see it
 * was done and a second announcement of the same show is refused.
 */
export const tourAnnouncementsMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('tour_dates')
      .addColumn('announced_at', 'timestamptz')
      .addColumn('announced_to', 'integer')
      .execute();
  },
};
