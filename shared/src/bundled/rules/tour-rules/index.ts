/** What a show may claim about its tickets, without zod, so the landing page can say it without loading the schemas. */
export { LOW_TICKETS_THRESHOLD, splitTourDates, ticketUrgency, type TicketUrgency } from './tour-urgency';
