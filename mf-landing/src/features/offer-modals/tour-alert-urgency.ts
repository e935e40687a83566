import type { TourDate } from '@ps/shared/schemas';
import { ticketUrgency } from '@ps/shared/rules';
import { nextShowOnSale, showDateLong } from '../../lib/tour-dates';

/** The tour alert's one line of urgency: about the next show on sale, from its stored count, or nothing. */
export function tourAlertUrgency(shows: readonly TourDate[], now: Date): string | undefined {
  const next = nextShowOnSale(shows, now);
  if (!next) return undefined;
  const urgency = ticketUrgency(next);
  const when = showDateLong(next);
  return urgency.kind === 'low'
    ? `${next.city} (${when}) is down to its last ${urgency.remaining} tickets.`
    : `Next stop: ${next.city}, ${when}. Tickets are on sale now.`;
}
