import type { TourDateBody } from '@ps/shared/schemas';

export const DAY = 24 * 60 * 60 * 1000;

/** A valid show 20 days out, as the Tour screen's dialog sends it. */
export const newShow = (overrides: Partial<TourDateBody> = {}): TourDateBody => ({
  city: 'Boise, ID',
  venue: 'Knitting Factory',
  startsAt: new Date(Date.now() + 20 * DAY).toISOString(),
  timeZone: 'America/Boise',
  ticketUrl: 'https://tickets.example/boise',
  ticketsTotal: 900,
  ticketsRemaining: 120,
  ...overrides,
});
