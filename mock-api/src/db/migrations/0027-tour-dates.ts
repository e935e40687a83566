import { sql, type Migration } from 'kysely';

/*
 * The band's shows. `starts_at` is the moment; `time_zone` is the venue's, so the date reads
 * as the city's own. Counts are null when the box office does not share them. The sample shows
 * are placed relative to the moment this migration runs, so a fresh install always has shows
 * to come and a couple already played.
 */

const sample = [
  {
    days: -41,
    city: 'Denver, CO',
    venue: 'Ogden Theatre',
    zone: 'America/Denver',
    total: 1600,
    left: 0,
    status: 'sold_out',
  },
  {
    days: -12,
    city: 'Austin, TX',
    venue: "Stubb's Waller Creek",
    zone: 'America/Chicago',
    total: 2200,
    left: 0,
    status: 'scheduled',
  },
  {
    days: 9,
    city: 'Nashville, TN',
    venue: 'Marathon Music Works',
    zone: 'America/Chicago',
    total: 1800,
    left: 880,
    status: 'scheduled',
  },
  {
    days: 16,
    city: 'Chicago, IL',
    venue: 'House of Vibes',
    zone: 'America/Chicago',
    total: 2500,
    left: 37,
    status: 'scheduled',
  },
  {
    days: 23,
    city: 'Toronto, ON',
    venue: 'The Phoenix',
    zone: 'America/Toronto',
    total: 1350,
    left: 0,
    status: 'sold_out',
  },
  {
    days: 30,
    city: 'Minneapolis, MN',
    venue: 'First Avenue',
    zone: 'America/Chicago',
    total: 1550,
    left: 640,
    status: 'cancelled',
  },
  {
    days: 38,
    city: 'Seattle, WA',
    venue: 'Showbox SoDo',
    zone: 'America/Los_Angeles',
    total: 2000,
    left: 1210,
    status: 'scheduled',
  },
  {
    days: 52,
    city: 'Los Angeles, CA',
    venue: 'The Fonda Theatre',
    zone: 'America/Los_Angeles',
    total: null,
    left: null,
    status: 'scheduled',
  },
] as const;

const TICKETS = 'https://www.ticketmaster.com/search?q=Panic%20Squad';

export const tourDatesMigration: Migration = {
  async up(db) {
    await db.schema
      .createTable('tour_dates')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('city', 'text', (col) => col.notNull())
      .addColumn('venue', 'text', (col) => col.notNull())
      .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('ticket_url', 'text', (col) => col.notNull())
      .addColumn('tickets_total', 'integer', (col) => col.check(sql`tickets_total >= 0`))
      .addColumn('tickets_remaining', 'integer', (col) => col.check(sql`tickets_remaining >= 0`))
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('scheduled')
          .check(sql`status in ('scheduled', 'cancelled', 'sold_out')`),
      )
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(
        'tour_dates_remaining_within_total',
        sql`tickets_remaining is null or tickets_total is null or tickets_remaining <= tickets_total`,
      )
      .execute();
    await db.schema.createIndex('tour_dates_starts_at_idx').on('tour_dates').column('starts_at').execute();

    for (const show of sample) {
      // 8 pm in the venue's zone, `days` days from the venue's today.
      const startsAt = sql`(date_trunc('day', now() at time zone ${show.zone}) + make_interval(days => ${show.days}, hours => 20)) at time zone ${show.zone}`;
      await db
        .insertInto('tour_dates')
        .values({
          city: show.city,
          venue: show.venue,
          starts_at: startsAt,
          time_zone: show.zone,
          ticket_url: TICKETS,
          tickets_total: show.total,
          tickets_remaining: show.left,
          status: show.status,
        })
        .execute();
    }
  },

  async down(db) {
    await db.schema.dropTable('tour_dates').execute();
  },
};
