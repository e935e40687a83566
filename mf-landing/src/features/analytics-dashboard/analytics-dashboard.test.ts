import { describe, expect, it } from 'vitest';
import { isAnalyticsSummary } from './analytics-summary';
import { DEMO_FUNNEL, demoSummary } from './demo-summary';
import { funnelSteps } from './funnel-rates';

describe('funnelSteps', () => {
  it('gives the demo funnel as 100, 71, 28, 10 and 5% of visitors', () => {
    expect(funnelSteps(DEMO_FUNNEL).map((step) => step.percentOfStart)).toEqual([100, 71, 28, 10, 5]);
  });

  it('gives step-to-step continue rates', () => {
    expect(funnelSteps(DEMO_FUNNEL).map((step) => step.continueRate)).toEqual([null, 71, 39, 36, 46]);
  });

  it('copes with an empty funnel', () => {
    expect(funnelSteps([{ stage: 'Visited', count: 0 }])).toEqual([
      { stage: 'Visited', count: 0, percentOfStart: 0, continueRate: null },
    ]);
  });
});

describe('demoSummary', () => {
  const today = new Date('2025-01-31T12:00:00Z');

  it('has 30 days of data ending today, the same for the same day', () => {
    const summary = demoSummary(today);
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily.at(-1)?.date).toBe('2025-01-31');
    expect(demoSummary(today)).toEqual(summary);
    expect(summary.hasData).toBe(false);
  });

  it('is a valid summary shape', () => {
    expect(isAnalyticsSummary(demoSummary(today))).toBe(true);
    expect(isAnalyticsSummary({ hasData: true })).toBe(false);
    expect(isAnalyticsSummary('nope')).toBe(false);
  });
});
