import { describe, expect, it } from 'vitest';
import { summaryPeriod } from './summary-period';

describe('summaryPeriod', () => {
  it('covers 30 whole UTC days ending with today, and the two last weeks in them', () => {
    expect(summaryPeriod(new Date('2026-03-10T23:59:59.999Z'))).toEqual({
      firstDay: '2026-02-09',
      from: new Date('2026-02-09T00:00:00.000Z'),
      until: new Date('2026-03-11T00:00:00.000Z'),
      weekFrom: new Date('2026-03-04T00:00:00.000Z'),
      previousWeekFrom: new Date('2026-02-25T00:00:00.000Z'),
    });
  });

  it('starts a new day at UTC midnight whatever the local time zone', () => {
    expect(summaryPeriod(new Date('2026-03-11T00:00:00.000Z')).firstDay).toBe('2026-02-10');
  });
});
