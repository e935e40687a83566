import { describe, expect, it } from 'vitest';
import { periodFrom } from './dashboard-period';

describe('periodFrom', () => {
  it.each(['today', '7d', '30d', '90d'])('reads %s from the address', (period) => {
    expect(periodFrom(new URLSearchParams({ period }))).toBe(period);
  });

  it('falls back to the last 30 days', () => {
    expect(periodFrom(new URLSearchParams())).toBe('30d');
    expect(periodFrom(new URLSearchParams({ period: 'year' }))).toBe('30d');
  });
});
