import { describe, expect, it } from 'vitest';
import { dashboardRange } from './dashboard-range';

const now = new Date('2026-03-10T23:30:00-05:00'); // 2026-03-11 04:30 UTC

describe('dashboardRange', () => {
  it('counts today alone from UTC midnight to the next', () => {
    const range = dashboardRange('today', now);
    expect(range).toMatchObject({ days: 1, firstDay: '2026-03-11', lastDay: '2026-03-11' });
    expect(range.from.toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(range.until.toISOString()).toBe('2026-03-12T00:00:00.000Z');
  });

  it('includes today in the last 7, 30 and 90 days', () => {
    expect(dashboardRange('7d', now)).toMatchObject({ days: 7, firstDay: '2026-03-05', lastDay: '2026-03-11' });
    expect(dashboardRange('30d', now)).toMatchObject({ days: 30, firstDay: '2026-02-10' });
    expect(dashboardRange('90d', now).from.toISOString()).toBe('2025-12-12T00:00:00.000Z');
  });

  it('crosses a month and a year end', () => {
    expect(dashboardRange('7d', new Date('2026-01-02T12:00:00Z'))).toMatchObject({ firstDay: '2025-12-27' });
  });
});
