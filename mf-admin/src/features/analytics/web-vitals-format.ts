import { rateWebVital, WEB_VITAL_THRESHOLDS, type WebVitalMetric } from '@ps/shared/rules';
import type { WebVitalsRow } from '@ps/shared/console-schemas';

type Cell = WebVitalsRow[WebVitalMetric];

/** A p75 as staff read it: times in ms below a second, else in seconds; CLS as its score. */
export function formatVitalValue(metric: WebVitalMetric, value: number): string {
  if (WEB_VITAL_THRESHOLDS[metric].unit === '') return value.toFixed(2);
  return value < 1_000 ? `${value} ms` : `${(value / 1000).toFixed(2)} s`;
}

/** One cell of the table in words: the p75, its rating and how many figures it is read from; a dash for none. */
export function describeVital(metric: WebVitalMetric, cell: Cell): { value: string; rating: string; samples: string } {
  if (cell === null) return { value: '—', rating: '', samples: '' };
  return {
    value: formatVitalValue(metric, cell.p75),
    rating: rateWebVital(metric, cell.p75),
    samples: cell.samples === 1 ? '1 figure' : `${cell.samples} figures`,
  };
}
