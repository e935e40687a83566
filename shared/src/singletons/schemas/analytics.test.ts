import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { EVENT_TYPES, EXPERIMENT_METRIC_EVENT, WEB_VITAL_EVENT, type TrackedEvent } from '@ps/shared/tracking';
import { ANALYTICS_EVENT_TYPES, trackedEventSchema, type TrackedEventInput } from './analytics';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

const event = {
  eventType: 'scroll_depth',
  value: 75,
  timestamp: new Date(NOW).toISOString(),
  sessionId: '3f0e6a7c-1b2d-4c5e-8f90-123456789abc',
};

describe('trackedEventSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows exactly the event types and fields the tracking client sends', () => {
    expect(ANALYTICS_EVENT_TYPES).toEqual([...EVENT_TYPES, EXPERIMENT_METRIC_EVENT, WEB_VITAL_EVENT]);
    expectTypeOf<TrackedEvent>().toExtend<TrackedEventInput>();
  });

  it('accepts a timestamp from the last 31 days up to 5 minutes ahead, with any offset', () => {
    const accepts = (timestamp: string) => trackedEventSchema.safeParse({ ...event, timestamp }).success;
    const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
    expect(accepts(at(-31 * DAY_MS + 1000))).toBe(true);
    expect(accepts(at(-31 * DAY_MS - 1000))).toBe(false);
    expect(accepts(at(5 * 60_000 - 1000))).toBe(true);
    expect(accepts(at(5 * 60_000 + 1000))).toBe(false);
    expect(accepts('2026-03-01T13:00:00+01:00')).toBe(true);
  });

  it('allows one level of lists and objects in metadata, and 2048 bytes (not characters) of JSON', () => {
    const accepts = (metadata: unknown) => trackedEventSchema.safeParse({ ...event, metadata }).success;
    expect(accepts({ referrer: 'https://t.co/x', tags: ['a', 1, null], utm: { source: 'ig' } })).toBe(true);
    expect(accepts({ tags: [['nested']] })).toBe(false);
    expect(accepts({ text: 'é'.repeat(1010) })).toBe(true);
    expect(accepts({ text: 'é'.repeat(1020) })).toBe(false);
  });

  it('takes a web vital only for a known metric and route template, within its range', () => {
    const vital = (value: number, metadata: Record<string, unknown>) =>
      trackedEventSchema.safeParse({ ...event, eventType: 'web_vital', value, metadata });
    expect(vital(1_840, { metric: 'LCP', route: '/store/:slug' }).success).toBe(true);
    expect(vital(0.03, { metric: 'CLS', route: '/' }).success).toBe(true);
    const refused = (value: number, metadata: Record<string, unknown>) =>
      vital(value, metadata).error?.issues.map((issue) => issue.path.join('.'));
    expect(refused(1_840, { metric: 'FID', route: '/' })).toEqual(['metadata.metric']);
    expect(refused(1_840, { metric: 'LCP', route: '/track/PS-2026-7KX4QM' })).toEqual(['metadata.route']);
    expect(refused(-1, { metric: 'INP', route: '/' })).toEqual(['value']);
    expect(refused(120_000, { metric: 'TTFB', route: '/' })).toEqual(['value']);
  });
});
