import type { ColumnType, Generated } from 'kysely';
import type { TourDateStatus } from '@ps/shared/schemas';

/* The band's shows (migration 0027). */

export interface TourDatesTable {
  id: Generated<number>;
  city: string;
  venue: string;
  startsAt: Date;
  /** IANA zone of the venue. */
  timeZone: string;
  /** The show's own ticket page; null hides the landing's GET TICKETS (migration 0051). */
  ticketUrl: string | null;
  ticketsTotal: number | null;
  ticketsRemaining: number | null;
  status: Generated<TourDateStatus>;
  /** When the show was mailed to the newsletter's subscribers (migration 0031); null until then. */
  announcedAt: Date | null;
  /** How many subscribers it was mailed to. */
  announcedTo: number | null;
  /** Mailed with the announcement; works until `publicSaleAt` (migration 0030). Never public. */
  presaleCode: string | null;
  publicSaleAt: Date | null;
  /** How many subscribers were mailed that the show is cancelled; null when nobody was. */
  cancellationMailedTo: number | null;
  createdAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
  /** Migration 0040: bumped by each save of the console's form; a save naming an older one is refused. */
  version: Generated<number>;
}

/** Who each announcement reached, so that a cancellation tells exactly them (migration 0030). */
export interface TourAnnouncementRecipientsTable {
  tourDateId: number;
  subscriberId: number;
}
