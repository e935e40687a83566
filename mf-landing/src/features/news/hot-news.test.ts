import { describe, expect, it } from 'vitest';
import { isHotNow, newsKicker } from './hot-news';

describe('isHotNow', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('says HOT only for a flagged post of the last 30 days', () => {
    expect(isHotNow({ date: '2026-11-20', isHot: true }, now)).toBe(true);
    expect(isHotNow({ date: '2026-11-20', isHot: false }, now)).toBe(false);
  });

  it('says HOT from the first hour of the day the post is dated, in any zone', () => {
    expect(isHotNow({ date: '2026-11-29', isHot: true }, new Date('2026-11-29T00:48:00Z'))).toBe(true);
    expect(isHotNow({ date: '2026-11-30', isHot: true }, new Date('2026-11-29T10:30:00Z'))).toBe(true);
  });

  it('stops saying so once the post is older, or when its date has not come yet', () => {
    expect(isHotNow({ date: '2026-10-20', isHot: true }, now)).toBe(false);
    expect(isHotNow({ date: '2024-11-02', isHot: true }, now)).toBe(false);
    expect(isHotNow({ date: '2026-12-01', isHot: true }, now)).toBe(false);
  });
});

describe('newsKicker', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('says "Fresh off the press" only while the newest post is of the last 30 days', () => {
    expect(newsKicker([{ date: '2026-11-20' }, { date: '2024-11-02' }], now)).toBe('Fresh off the press');
    expect(newsKicker([{ date: '2024-11-02' }, { date: '2024-10-21' }], now)).toBe('From the band');
    expect(newsKicker([], now)).toBe('From the band');
  });
});
