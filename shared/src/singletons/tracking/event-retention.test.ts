import { describe, expect, it } from 'vitest';
import { appendEvent, dropExpiredEvents, MAX_STORED_EVENTS } from './event-retention';
import type { TrackedEvent } from './tracked-event';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2024-06-30T12:00:00.000Z');
const eventAt = (msAgo: number): TrackedEvent => ({
  eventType: 'click',
  timestamp: new Date(now.getTime() - msAgo).toISOString(),
  sessionId: 's',
});

describe('event retention', () => {
  it('drops events older than 30 days and keeps the rest', () => {
    const kept = [eventAt(0), eventAt(29 * DAY), eventAt(30 * DAY)];
    expect(dropExpiredEvents([...kept, eventAt(30 * DAY + 1), eventAt(90 * DAY)], now)).toEqual(kept);
  });

  it('keeps the newest events when the storage bound is reached', () => {
    const full = Array.from({ length: MAX_STORED_EVENTS }, (_, index) => eventAt(index + 1));
    const newest = eventAt(0);
    const appended = appendEvent(full, newest);
    expect(appended).toHaveLength(MAX_STORED_EVENTS);
    expect(appended.at(-1)).toBe(newest);
    expect(appended[0]).toBe(full[1]);
  });
});
