import { describe, expect, it } from 'vitest';
import type { TourDate } from '@ps/shared/schemas';
import { nextShowOnSale, showDateLong, showDateParts } from './format-show';

const show = (overrides: Partial<TourDate>): TourDate => ({
  id: 1,
  city: 'Denver, CO',
  venue: 'Ogden Theatre',
  startsAt: '2027-03-15T02:00:00.000Z',
  timeZone: 'America/Denver',
  ticketUrl: 'https://tickets.example/denver',
  ticketsTotal: 1600,
  ticketsRemaining: 400,
  status: 'scheduled',
  ...overrides,
});

describe('showDateParts', () => {
  it("reads the date on the venue's calendar, with the year", () => {
    expect(showDateParts(show({}))).toMatchObject({ monthDay: 'MAR 14', year: '2027', weekday: 'Sunday' });
    expect(showDateLong(show({}))).toBe('Sun, Mar 14, 2027');
  });
});

describe('nextShowOnSale', () => {
  const now = new Date('2027-03-01T00:00:00Z');

  it('skips played, cancelled and sold-out shows', () => {
    const shows = [
      show({ id: 1, startsAt: '2027-02-01T02:00:00Z' }),
      show({ id: 2, startsAt: '2027-03-05T02:00:00Z', status: 'cancelled' }),
      show({ id: 3, startsAt: '2027-03-06T02:00:00Z', ticketsRemaining: 0 }),
      show({ id: 5, startsAt: '2027-04-06T02:00:00Z' }),
      show({ id: 4, startsAt: '2027-03-07T02:00:00Z', ticketsRemaining: 12 }),
    ];
    expect(nextShowOnSale(shows, now)?.id).toBe(4);
  });

  it('is undefined when nothing is on sale', () => {
    expect(nextShowOnSale([show({ status: 'sold_out', startsAt: '2027-04-01T00:00:00Z' })], now)).toBeUndefined();
  });
});
