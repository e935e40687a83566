import { sql, type Expression, type Updateable } from 'kysely';
import type { Db } from '../../db/tables';
import type { TourDatesTable } from '../../db/tour-tables';

/** Subscribers an announcement of the show reached who are still subscribed: a cancellation mails them. */
export const stillToldOf = (db: Db, tourDateId: number | Expression<number>) =>
  db
    .selectFrom('tourAnnouncementRecipients')
    .innerJoin('newsletterSubscribers', 'newsletterSubscribers.id', 'tourAnnouncementRecipients.subscriberId')
    .where('tourAnnouncementRecipients.tourDateId', '=', tourDateId)
    .where('newsletterSubscribers.confirmedAt', 'is not', null)
    .where('newsletterSubscribers.unsubscribedAt', 'is', null);

/** How many stillToldOf a listed show, as a column beside its row. */
export const toldCountColumn = (db: Db) =>
  stillToldOf(db, sql.ref<number>('tourDates.id'))
    .select(sql<number>`count(*)::int`.as('count'))
    .$asScalar()
    .as('toldCount');

/** The show's row, locked until the transaction ends: two staff announcing or cancelling at once take turns. */
export const lockShow = (db: Db, id: number) =>
  db.selectFrom('tourDates').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const changeShow = (db: Db, id: number, change: Updateable<TourDatesTable>) =>
  db.updateTable('tourDates').set(change).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Who an announcement goes to: confirmed by double opt-in and not unsubscribed since. */
export const announcementAudience = (db: Db) =>
  db
    .selectFrom('newsletterSubscribers')
    .select(['id', 'email', 'name', 'unsubscribeToken'])
    .where('confirmedAt', 'is not', null)
    .where('unsubscribedAt', 'is', null)
    .orderBy('id')
    .execute();

/** Rows per insert of the recipient list, far below PostgreSQL's parameter limit. */
const RECIPIENT_BATCH = 1000;

/** Who the announcement reached, so that a cancellation tells exactly them. */
export async function recordAnnouncementRecipients(db: Db, tourDateId: number, subscriberIds: number[]) {
  for (let start = 0; start < subscriberIds.length; start += RECIPIENT_BATCH) {
    const batch = subscriberIds.slice(start, start + RECIPIENT_BATCH);
    await db
      .insertInto('tourAnnouncementRecipients')
      .values(batch.map((subscriberId) => ({ tourDateId, subscriberId })))
      .execute();
  }
}

/** The still-subscribed fans the announcement reached, with what a cancellation mail needs. */
export const stillToldRecipients = (db: Db, tourDateId: number) =>
  stillToldOf(db, tourDateId)
    .select(['newsletterSubscribers.email', 'newsletterSubscribers.name', 'newsletterSubscribers.unsubscribeToken'])
    .orderBy('newsletterSubscribers.id')
    .execute();
