import { describe, expect, it } from 'vitest';
import { endOfToday, timeLeft } from './countdown-time';

const now = new Date('2025-05-01T10:00:00.000Z');

describe('timeLeft', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 900);
    expect(timeLeft(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, isOver: false });
  });

  it('floors at zero once the end has passed', () => {
    const past = new Date(now.getTime() - 60_000);
    expect(timeLeft(past, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, isOver: true });
    expect(timeLeft(now, now).isOver).toBe(true);
  });

  it('counts a part second as nothing, so it reaches zero exactly at the end', () => {
    expect(timeLeft(new Date(now.getTime() + 999), now)).toMatchObject({ seconds: 0, isOver: true });
  });
});

describe('endOfToday', () => {
  it('is the next local midnight', () => {
    const end = endOfToday(now);
    expect(end.getHours()).toBe(0);
    expect(end.getTime()).toBeGreaterThan(now.getTime());
    expect(end.getTime() - now.getTime()).toBeLessThanOrEqual(24 * 3600 * 1000);
  });
});
