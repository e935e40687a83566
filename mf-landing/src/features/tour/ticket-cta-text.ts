import type { TicketCtaConfig } from '@ps/shared/experiments';
import { ticketUrgency, type TourDate } from '@ps/shared/schemas';

/** The ticket button's words: the variant's own, or for the scarcity variant the show's true urgency. */
export function ticketCtaText(config: TicketCtaConfig, show: Pick<TourDate, 'status' | 'ticketsRemaining'>): string {
  return config.scarcity ? ticketUrgency(show).text.toUpperCase() : config.text;
}
