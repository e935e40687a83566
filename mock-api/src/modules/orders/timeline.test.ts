import { describe, expect, it } from 'vitest';
import { buildTimeline } from './timeline';

const at = (iso: string) => new Date(iso);
const placed = { status: 'pending' as const, createdAt: at('2026-03-01T10:00:00Z') };
const paid = { status: 'confirmed' as const, createdAt: at('2026-03-01T10:00:01Z') };

describe('buildTimeline', () => {
  it('lists every stage with the tracking labels, completed up to the status', () => {
    const timeline = buildTimeline('confirmed', [placed, paid]);
    expect(timeline.map((entry) => [entry.status, entry.title, entry.completed])).toEqual([
      ['pending', 'Order Received', true],
      ['confirmed', 'Payment Confirmed', true],
      ['processing', 'Being Prepared', false],
      ['shipped', 'On the Way', false],
      ['delivered', 'Delivered', false],
      ['cancelled', 'Cancelled', false],
      ['refunded', 'Refunded', false],
    ]);
    expect(timeline[0]?.timestamp).toBe('2026-03-01T10:00:00.000Z');
    expect(timeline[2]?.timestamp).toBeNull();
    expect(timeline.every((entry) => entry.description.length > 0)).toBe(true);
  });

  it('completes the stages before the status even without their events', () => {
    const timeline = buildTimeline('shipped', [placed]);
    expect(timeline.map((entry) => entry.completed)).toEqual([true, true, true, true, false, false, false]);
    expect(timeline[3]?.timestamp).toBeNull();
  });

  it('shows a cancelled order with the stages it reached, then cancelled', () => {
    const cancelled = { status: 'cancelled' as const, createdAt: at('2026-03-02T09:00:00Z') };
    const timeline = buildTimeline('cancelled', [placed, paid, cancelled]);
    expect(timeline.map((entry) => entry.completed)).toEqual([true, true, false, false, false, true, false]);
    expect(timeline[5]?.timestamp).toBe('2026-03-02T09:00:00.000Z');
  });

  it('shows a refunded order with the stages it reached, then refunded', () => {
    const shipped = { status: 'shipped' as const, createdAt: at('2026-03-03T09:00:00Z') };
    const refunded = { status: 'refunded' as const, createdAt: at('2026-03-09T09:00:00Z') };
    const timeline = buildTimeline('refunded', [placed, paid, shipped, refunded]);
    expect(timeline.map((entry) => entry.completed)).toEqual([true, true, false, true, false, false, true]);
    expect(timeline[6]?.timestamp).toBe('2026-03-09T09:00:00.000Z');
  });
});
