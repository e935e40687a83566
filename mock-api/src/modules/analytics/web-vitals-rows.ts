import type { WebVitalMetric } from '@ps/shared/rules';
import type { WebVitalsRow } from '@ps/shared/console-schemas';

/** One metric's 75th percentile for one route on one day, as the database computes it. */
export interface WebVitalPercentile {
  date: string;
  route: string;
  metric: WebVitalMetric;
  p75: number;
  samples: number;
}

/** Times to whole milliseconds, CLS to three decimals, as the console shows them. */
const roundedP75 = (metric: WebVitalMetric, p75: number) =>
  metric === 'CLS' ? Math.round(p75 * 1000) / 1000 : Math.round(p75);

/**
 * The console's table: one row per day and route with each metric's p75 side by side (null for a metric without
 * figures that day), newest day first, routes in alphabetical order.
 */
export function webVitalsRowsOf(percentiles: readonly WebVitalPercentile[]): WebVitalsRow[] {
  const rows = new Map<string, WebVitalsRow>();
  for (const { date, route, metric, p75, samples } of percentiles) {
    const key = `${date} ${route}`;
    const row = rows.get(key) ?? { date, route, LCP: null, INP: null, CLS: null, TTFB: null };
    row[metric] = { p75: roundedP75(metric, p75), samples };
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route));
}
