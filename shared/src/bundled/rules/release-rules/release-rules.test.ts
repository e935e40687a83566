import { describe, expect, it } from 'vitest';
import { isNewRelease, totalRunningTime } from './index';

describe('isNewRelease', () => {
  const now = new Date('2026-11-24T10:00:00');

  it('calls a release new from its release day until 90 days after', () => {
    expect(isNewRelease('2026-11-24', now)).toBe(true);
    expect(isNewRelease('2026-09-01', now)).toBe(true);
    expect(isNewRelease('2026-08-26', now)).toBe(true);
  });

  it('stops once 90 days have passed, and never calls a release that is not out yet new', () => {
    expect(isNewRelease('2026-08-25', now)).toBe(false);
    expect(isNewRelease('2024-09-06', now)).toBe(false);
    expect(isNewRelease('2026-11-26', now)).toBe(false);
  });
});

describe('totalRunningTime', () => {
  it('adds the tracks up as minutes and seconds', () => {
    expect(totalRunningTime([{ seconds: 204 }, { seconds: 221 }, { seconds: 5 }])).toBe('7:10');
    expect(totalRunningTime([])).toBe('0:00');
  });
});
