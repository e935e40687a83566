import { describe, expect, it } from 'vitest';
import { engagementRate, viralScore } from './viral-score';

const base = { views: 100_000, likes: 10_000, shares: 1_000, comments: 500, saves: 500, growthRate: 50 };

describe('viral score', () => {
  it('reads engagement as interactions per view in percent', () => {
    expect(engagementRate(base)).toBe(12);
    expect(engagementRate({ ...base, views: 0 })).toBe(0);
  });

  it('adds capped engagement, share-rate and growth points', () => {
    // 12 % engagement -> 30, 1 % shares -> 10, 50 % growth -> 5
    expect(viralScore(base)).toBe(45);
    expect(viralScore({ ...base, likes: 90_000, shares: 9_000, growthRate: 900 })).toBe(100);
    expect(viralScore({ ...base, growthRate: -40 })).toBe(40);
  });
});
