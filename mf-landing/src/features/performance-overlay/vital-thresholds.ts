export type VitalName = 'LCP' | 'FCP' | 'CLS' | 'INP' | 'TTFB';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Good up to the first number, poor above the second (spec 1 §9). The spec's
 * FID (100/300 ms) is gone from web-vitals 6; INP replaced it, with web.dev's
 * 200/500 ms. The spec gives CLS only its 0.1; 0.25 is web.dev's poor line.
 */
export const VITAL_THRESHOLDS: Readonly<Record<VitalName, readonly [number, number]>> = {
  LCP: [2500, 4000],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  CLS: [0.1, 0.25],
  INP: [200, 500],
};

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export const formatVital = (name: VitalName, value: number): string =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
