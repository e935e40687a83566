import type { AdminAnalytics } from '@ps/shared/console-schemas';

/** The level at which a difference is called significant. */
export const SIGNIFICANCE_LEVEL = 0.05;

/** A rate, or a dash when there was nothing to divide by (not a rate of zero). */
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${rate}%`);

export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.floor(seconds / 60);
  return minutes === 0 ? `${seconds} s` : `${minutes} min ${seconds % 60} s`;
}

export const formatPValue = (pValue: number | null) =>
  pValue === null ? '—' : pValue < 0.001 ? '< 0.001' : pValue.toFixed(3);

type Variant = AdminAnalytics['experiments'][number]['variants'][number];

/** What a staff member may conclude from one variant's row. */
export function verdictOf(variant: Variant, control: Variant | undefined): string {
  if (variant === control) return 'Baseline';
  if (!control) return 'No control visitors yet';
  if (variant.pValue === null) return 'Too few visitors to tell';
  if (variant.pValue >= SIGNIFICANCE_LEVEL) return 'No clear difference';
  return (variant.rate ?? 0) > (control.rate ?? 0) ? 'Better than control' : 'Worse than control';
}

/** The conversion sentence beside the rate: the rate's own numerator and denominator. */
export function conversionNote({ signedUpVisitors, visitors, previousConversionRate }: AdminAnalytics['figures']) {
  const previous = previousConversionRate === null ? '' : `; ${previousConversionRate}% the period before`;
  return `${signedUpVisitors} of ${visitors} visitors signed up${previous}`;
}
