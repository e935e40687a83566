import { describe, expect, it } from 'vitest';
import type { TourDate } from '@ps/shared/schemas';
import { LOW_TICKETS_THRESHOLD } from '@ps/shared/rules';
import { tourAlertUrgency } from './tour-alert-urgency';

const now = new Date('2030-01-01T00:00:00Z');
const show = (overrides: Partial<TourDate>): TourDate => ({
  id: 1,
  city: 'Austin, TX',
  venue: "Stubb's",
  startsAt: '2030-01-10T02:00:00Z',
  timeZone: 'America/Chicago',
  ticketUrl: 'https://tickets.example/austin',
  ticketsTotal: 2200,
  ticketsRemaining: 1210,
  status: 'scheduled',
  ...overrides,
});

describe('tourAlertUrgency', () => {
  it("states the next show's count only when it is below the threshold", () => {
    expect(tourAlertUrgency([show({ ticketsRemaining: 12 })], now)).toBe(
      'Austin, TX (Wed, Jan 9, 2030) is down to its last 12 tickets.',
    );
    expect(tourAlertUrgency([show({ ticketsRemaining: LOW_TICKETS_THRESHOLD })], now)).toBe(
      'Next stop: Austin, TX, Wed, Jan 9, 2030. Tickets are on sale now.',
    );
  });

  it('says nothing when no show is on sale', () => {
    expect(tourAlertUrgency([show({ status: 'cancelled' }), show({ startsAt: '2029-12-01T00:00:00Z' })], now)).toBe(
      undefined,
    );
  });
});
