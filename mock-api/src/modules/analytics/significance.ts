/** Visitors exposed to a variant and how many of them converted. */
export interface Proportion {
  exposures: number;
  conversions: number;
}

/**
 * The normal approximation behind the z-test is poor below about five expected
 * conversions and five expected non-conversions in each group; below that no p-value is given.
 */
export const MIN_EXPECTED_PER_OUTCOME = 5;

/** erf by Abramowitz and Stegun 7.1.26: absolute error below 1.5e-7, plenty for a p-value shown to 3 places. */
function erf(x: number): number {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  return sign * (1 - poly * Math.exp(-x * x));
}

const standardNormalCdf = (z: number) => 0.5 * (1 + erf(z / Math.SQRT2));

/**
 * Two-sided p-value of a pooled two-proportion z-test of `variant` against `control`:
 * the chance of a difference at least this large if both converted equally well.
 * Null when the samples are too small for the test to mean anything.
 */
export function twoProportionPValue(control: Proportion, variant: Proportion): number | null {
  const exposures = control.exposures + variant.exposures;
  if (control.exposures === 0 || variant.exposures === 0) return null;
  const pooled = (control.conversions + variant.conversions) / exposures;
  const groups = [control.exposures, variant.exposures];
  const enough = groups.every(
    (n) => n * pooled >= MIN_EXPECTED_PER_OUTCOME && n * (1 - pooled) >= MIN_EXPECTED_PER_OUTCOME,
  );
  if (!enough) return null;
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / control.exposures + 1 / variant.exposures));
  const difference = variant.conversions / variant.exposures - control.conversions / control.exposures;
  const z = difference / standardError;
  return Math.min(1, 2 * (1 - standardNormalCdf(Math.abs(z))));
}
