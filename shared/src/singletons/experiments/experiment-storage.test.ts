// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, useConsentStore } from '@ps/shared/consent';
import type { ExperimentMetricEntry } from './experiment';
import { dropExpiredMetrics, readStoredAssignments, readStoredMetrics } from './experiment-storage';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2024-06-10T00:00:00.000Z');
const metricAt = (msAgo: number): ExperimentMetricEntry => ({
  testId: 'ticket-cta-optimization',
  variant: 'urgency',
  metric: 'ticket_click',
  timestamp: new Date(now.getTime() - msAgo).toISOString(),
  value: 1,
});

describe('experiment storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    useConsentStore.getState().saveConsent(ACCEPT_ALL_CONSENT);
  });

  it('keeps metrics for 7 days', () => {
    const kept = [metricAt(0), metricAt(7 * DAY)];
    expect(dropExpiredMetrics([...kept, metricAt(7 * DAY + 1)], now)).toEqual(kept);
  });

  it('reads stored metrics, skipping invalid and expired entries', () => {
    const valid = metricAt(DAY);
    window.localStorage.setItem(
      'ps_ab_metrics',
      JSON.stringify([valid, metricAt(8 * DAY), { ...valid, value: 'one' }, { ...valid, timestamp: 'x' }]),
    );
    expect(readStoredMetrics(now)).toEqual([valid]);
  });

  it('reads assignments, ignoring non-string variants and corrupt JSON', () => {
    window.localStorage.setItem('ps_ab_assignments', JSON.stringify({ a: 'control', b: 3 }));
    expect(readStoredAssignments()).toEqual({ a: 'control' });
    window.localStorage.setItem('ps_ab_assignments', '{');
    expect(readStoredAssignments()).toEqual({});
    window.localStorage.setItem('ps_ab_metrics', 'nope');
    expect(readStoredMetrics(now)).toEqual([]);
  });
});
