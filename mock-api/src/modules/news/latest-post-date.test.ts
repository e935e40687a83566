import { describe, expect, it } from 'vitest';
import { latestPostDate } from './latest-post-date';

describe('latestPostDate', () => {
  it('is the UTC day while no time zone has reached the next one', () => {
    expect(latestPostDate(new Date('2026-11-24T09:59:00Z'))).toBe('2026-11-24');
  });

  it('is the next day once it has begun at UTC+14', () => {
    expect(latestPostDate(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-25');
    expect(latestPostDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});
