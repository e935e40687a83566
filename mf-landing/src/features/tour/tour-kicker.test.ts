import { describe, expect, it } from 'vitest';
import { tourKicker } from './tour-kicker';

const at = (startsAt: string) => ({ startsAt, timeZone: 'America/Los_Angeles' });

describe('tourKicker', () => {
  it('names the year, or the span of years, of the shows to come', () => {
    expect(tourKicker([at('2027-03-01T04:00:00Z')])).toBe('On tour 2027');
    // 04:00 UTC on New Year's Day is still New Year's Eve in Los Angeles.
    expect(tourKicker([at('2027-01-01T04:00:00Z'), at('2027-05-01T04:00:00Z')])).toBe('On tour 2026–2027');
  });

  it('claims no year without shows', () => {
    expect(tourKicker([])).toBe('Tour');
  });
});
