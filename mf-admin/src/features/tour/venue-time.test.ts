import { describe, expect, it } from 'vitest';
import { isoToVenueTime, venueTimeToIso } from './venue-time';

describe('venue time', () => {
  it("turns the venue's wall clock into an instant, across daylight saving", () => {
    expect(venueTimeToIso('2027-01-15', '20:00', 'America/Chicago')).toBe('2027-01-16T02:00:00.000Z');
    expect(venueTimeToIso('2027-07-15', '20:00', 'America/Chicago')).toBe('2027-07-16T01:00:00.000Z');
    expect(venueTimeToIso('2027-07-15', '20:00', 'Europe/Berlin')).toBe('2027-07-15T18:00:00.000Z');
  });

  it('reads an instant back on the same clock', () => {
    expect(isoToVenueTime('2027-07-16T01:00:00.000Z', 'America/Chicago')).toEqual({
      date: '2027-07-15',
      time: '20:00',
    });
  });

  it('gives null for incomplete input, so the server names the field', () => {
    expect(venueTimeToIso('', '20:00', 'America/Chicago')).toBeNull();
    expect(venueTimeToIso('2027-07-15', '', 'America/Chicago')).toBeNull();
  });
});
