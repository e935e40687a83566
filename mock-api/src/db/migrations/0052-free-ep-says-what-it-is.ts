import { sql, type Migration } from 'kysely';

/*
 * The social hub's sample card for the free EP (migration 0015) promised "the acoustic EP" "for a
 * limited time": the EP is three 30-second demo sketches and no end date is held. The card is
 * rewritten unless staff have changed it since.
 */
export const freeEpSaysWhatItIsMigration: Migration = {
  async up(db) {
    await db
      .updateTable('shareable_content')
      .set({
        description: 'Join the newsletter and get "Panic Room Sessions" free: three 30-second demo sketches.',
        hashtags: sql`'["panicsquad", "freeep", "demos", "newsletter"]'::jsonb`,
      })
      .where('id', '=', 'announcement-free-ep')
      .where('description', '=', 'Join the newsletter for a limited time and get the acoustic EP free.')
      .execute();
  },

  async down() {
    // The old wording was untrue; there is nothing to go back to.
  },
};
