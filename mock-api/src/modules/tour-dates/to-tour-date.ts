import type { AdminTourDate, TourDate } from '@ps/shared/schemas';
import type { TourDateRecord } from './repository';

export const toTourDate = (row: TourDateRecord): TourDate => ({
  id: row.id,
  city: row.city,
  venue: row.venue,
  startsAt: row.startsAt.toISOString(),
  timeZone: row.timeZone,
  ticketUrl: row.ticketUrl,
  ticketsTotal: row.ticketsTotal,
  ticketsRemaining: row.ticketsRemaining,
  status: row.status,
});

/** `toldCount`: subscribers the announcement reached who are still subscribed (see cancellation-audience). */
export const toAdminTourDate = (row: TourDateRecord, toldCount: number): AdminTourDate => ({
  ...toTourDate(row),
  announcedAt: row.announcedAt?.toISOString() ?? null,
  announcedTo: row.announcedTo,
  presaleCode: row.presaleCode,
  publicSaleAt: row.publicSaleAt?.toISOString() ?? null,
  cancellationAudience: row.status === 'cancelled' ? 0 : toldCount,
  cancellationMailedTo: row.cancellationMailedTo,
  version: row.version,
});
