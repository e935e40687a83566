import type { TicketCtaConfig } from '@ps/shared/experiments';
import type { TourDate } from '@ps/shared/schemas';
import { ticketUrgency } from '@ps/shared/rules';

/** The ticket button's words: the variant's own, or for the scarcity variant the show's true urgency. */
export function ticketCtaText(config: TicketCtaConfig, show: Pick<TourDate, 'status' | 'ticketsRemaining'>): string {
  return config.scarcity ? ticketUrgency(show).text.toUpperCase() : config.text;
}
