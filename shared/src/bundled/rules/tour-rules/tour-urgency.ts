import type { TourDate } from '@ps/shared/schemas';

/** A remaining count is only worth saying, and only said, below this many tickets. */
export const LOW_TICKETS_THRESHOLD = 50;

export type TicketUrgency =
  | { kind: 'cancelled'; text: string }
  | { kind: 'sold-out'; text: string }
  | { kind: 'low'; text: string; remaining: number }
  | { kind: 'on-sale'; text: string };

/**
 * The only urgency a show may claim, from its stored figures. "Selling fast" is never said:
 * tickets are sold by an outside box office and no sales history is stored (decision 022).
 */
export function ticketUrgency(show: Pick<TourDate, 'status' | 'ticketsRemaining'>): TicketUrgency {
  if (show.status === 'cancelled') return { kind: 'cancelled', text: 'Cancelled' };
  if (show.status === 'sold_out' || show.ticketsRemaining === 0) return { kind: 'sold-out', text: 'Sold out' };
  const remaining = show.ticketsRemaining;
  if (remaining !== null && remaining < LOW_TICKETS_THRESHOLD) {
    return { kind: 'low', remaining, text: `Only ${remaining} ${remaining === 1 ? 'ticket' : 'tickets'} left` };
  }
  return { kind: 'on-sale', text: 'On sale now' };
}

/** Shows still to come, soonest first, and those already played, latest first. */
export function splitTourDates<T extends Pick<TourDate, 'startsAt'>>(shows: readonly T[], now: Date) {
  const time = now.getTime();
  const upcoming = shows.filter((show) => Date.parse(show.startsAt) >= time);
  const past = shows.filter((show) => Date.parse(show.startsAt) < time);
  upcoming.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  past.sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming, past };
}
