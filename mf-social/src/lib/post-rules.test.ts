import { describe, expect, it } from 'vitest';
import { engagementPercent, postAge, timeAgo } from './post-rules';
import { scoreBand } from './score-band';

describe('post rules', () => {
  it('engagement is (likes + comments) as a percent of the band’s audience', () => {
    expect(engagementPercent(8420, 612, 156_000)).toBe(5.8);
    expect(engagementPercent(0, 0, 156_000)).toBe(0);
    expect(engagementPercent(10_000, 0, 10_000)).toBe(100);
  });

  it('engagement is never above 100 %: more reactions than audience, or no audience, show none', () => {
    expect(engagementPercent(16_000, 440, 10_000)).toBeNull();
    expect(engagementPercent(10, 0, 0)).toBeNull();
  });

  it('ages read Today, Yesterday or N days ago by calendar day', () => {
    const now = new Date(2026, 4, 10, 9, 0);
    expect(postAge(new Date(2026, 4, 10, 0, 5).toISOString(), now)).toBe('Today');
    expect(postAge(new Date(2026, 4, 9, 23, 50).toISOString(), now)).toBe('Yesterday');
    expect(postAge(new Date(2026, 4, 3, 12, 0).toISOString(), now)).toBe('7 days ago');
  });

  it('activity reads minutes, hours, then days', () => {
    const now = new Date('2026-05-10T12:00:00Z');
    expect(timeAgo('2026-05-10T11:56:00Z', now)).toBe('4 min ago');
    expect(timeAgo('2026-05-10T07:00:00Z', now)).toBe('5 h ago');
    expect(timeAgo('2026-05-08T07:00:00Z', now)).toBe('2 days ago');
  });

  it('score bands split at 90, 70 and 50', () => {
    expect([95, 90, 89, 70, 69, 50, 49].map(scoreBand)).toEqual([
      'blazing',
      'blazing',
      'hot',
      'hot',
      'warm',
      'warm',
      'cool',
    ]);
  });
});
