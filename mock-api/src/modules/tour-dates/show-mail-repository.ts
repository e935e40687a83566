import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/tables';

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
