import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus, type OrderTimelineEntry } from '@ps/shared/schemas';
import { visibleTimeline } from './visible-timeline';

function timeline(completed: OrderStatus[]): OrderTimelineEntry[] {
  return ORDER_STATUSES.map((status) => ({
    status,
    title: status,
    description: '',
    timestamp: completed.includes(status) ? '2026-01-05T10:00:00.000Z' : null,
    completed: completed.includes(status),
  }));
}

const statuses = (entries: OrderTimelineEntry[]) => entries.map((entry) => entry.status);

describe('visibleTimeline', () => {
  it('shows a refunded order the stages it reached, then the refund', () => {
    expect(statuses(visibleTimeline(timeline(['pending', 'confirmed', 'shipped', 'refunded'])))).toEqual([
      'pending',
      'confirmed',
      'shipped',
      'refunded',
    ]);
  });

  it('shows a live order the path to delivery without a cancelled step', () => {
    expect(statuses(visibleTimeline(timeline(['pending', 'confirmed'])))).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
    ]);
  });

  it('shows a cancelled order the stages it reached, then the cancellation', () => {
    expect(statuses(visibleTimeline(timeline(['pending', 'confirmed', 'cancelled'])))).toEqual([
      'pending',
      'confirmed',
      'cancelled',
    ]);
  });
});
