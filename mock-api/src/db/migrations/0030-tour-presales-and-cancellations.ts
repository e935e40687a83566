import { sql, type Migration } from 'kysely';

/*
 * Presale codes per show, the subscribers each announcement reached (so that a cancellation
 * tells exactly them), and how many a cancellation mail went to.
 */
export const tourPresalesAndCancellationsMigration: Migration = {
  async up(db) {
    await db.schema
      .alterTable('tour_dates')
      .addColumn('presale_code', 'text')
      .addColumn('public_sale_at', 'timestamptz')
      .addColumn('cancellation_mailed_to', 'integer')
      .execute();
    await db.schema
      .createTable('tour_announcement_recipients')
      .addColumn('tour_date_id', 'integer', (col) => col.notNull().references('tour_dates.id').onDelete('cascade'))
      .addColumn('subscriber_id', 'integer', (col) =>
        col.notNull().references('newsletter_subscribers.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('tour_announcement_recipients_pkey', ['tour_date_id', 'subscriber_id'])
      .execute();
    await db.schema
      .createIndex('tour_announcement_recipients_subscriber_idx')
      .on('tour_announcement_recipients')
      .column('subscriber_id')
      .execute();

    // A database that ran 0031 first has announcements that kept only a count: their audience was
    // every subscriber confirmed by then (those who left since are not mailed again anyway).
    const announced = await sql<{ present: boolean }>`
      select exists (
        select 1 from information_schema.columns
        where table_schema = current_schema() and table_name = 'tour_dates' and column_name = 'announced_at'
      ) as present`.execute(db);
    if (!announced.rows[0]?.present) return;
    await sql`
      insert into tour_announcement_recipients (tour_date_id, subscriber_id)
      select tour.id, fan.id
      from tour_dates tour
      join newsletter_subscribers fan on fan.confirmed_at <= tour.announced_at
      where tour.announced_at is not null`.execute(db);
  },
};
