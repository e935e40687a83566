import type { TourDate } from '@ps/shared/schemas';
import { splitTourDates, ticketUrgency } from '@ps/shared/rules';

const formatter = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { timeZone, ...options });

/** The show's date as the venue's calendar reads it, year included. */
export function showDateParts(show: Pick<TourDate, 'startsAt' | 'timeZone'>) {
  const moment = new Date(show.startsAt);
  return {
    monthDay: formatter(show.timeZone, { month: 'short', day: 'numeric' }).format(moment).toUpperCase(),
    year: formatter(show.timeZone, { year: 'numeric' }).format(moment),
    weekday: formatter(show.timeZone, { weekday: 'long' }).format(moment),
    time: formatter(show.timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(moment),
  };
}

/** "Sat, Mar 14, 2027": for sentences that name a show. */
export const showDateLong = (show: Pick<TourDate, 'startsAt' | 'timeZone'>) =>
  formatter(show.timeZone, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(show.startsAt),
  );

/** The soonest show a fan can still buy a ticket for, if any. */
export function nextShowOnSale(shows: readonly TourDate[], now: Date): TourDate | undefined {
  return splitTourDates(shows, now).upcoming.find((show) => {
    const kind = ticketUrgency(show).kind;
    return kind === 'low' || kind === 'on-sale';
  });
}
