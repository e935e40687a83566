/** The Core Web Vitals fans' browsers report (issue 24), with Google's "good" and "poor" limits for each. */
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

export const isWebVitalMetric = (value: unknown): value is WebVitalMetric =>
  WEB_VITAL_METRICS.includes(value as WebVitalMetric);

/** At most `good` is good, above `poor` is poor (web.dev's thresholds, read at the 75th percentile). */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, { good: number; poor: number; unit: 'ms' | '' }> = {
  LCP: { good: 2_500, poor: 4_000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  TTFB: { good: 800, poor: 1_800, unit: 'ms' },
};

/** The largest value accepted: a minute of waiting, or a layout that shifted far beyond any real page's. */
export const WEB_VITAL_MAX: Record<WebVitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 100, TTFB: 60_000 };

export type WebVitalRating = 'good' | 'needs improvement' | 'poor';

export function rateWebVital(metric: WebVitalMetric, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs improvement' : 'poor';
}
