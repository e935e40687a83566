import { describe, expect, it } from 'vitest';
import { revenueSummary } from './revenue-summary';

describe('revenueSummary', () => {
  it('names the total, the range and the best day', () => {
    expect(
      revenueSummary([
        { date: '2026-03-01', revenue: 20, orders: 1 },
        { date: '2026-03-02', revenue: 135.5, orders: 3 },
        { date: '2026-03-03', revenue: 0, orders: 0 },
      ]),
    ).toBe('$155.50 paid revenue from Mar 1 to Mar 3; the best day was Mar 2 with $135.50.');
  });

  it('says so when nothing was sold', () => {
    expect(revenueSummary([{ date: '2026-03-09', revenue: 0, orders: 2 }])).toBe('No paid revenue from Mar 9.');
  });
});
