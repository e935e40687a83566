import { CONTROL_VARIANT, EXPERIMENT_GOAL_IDS, EXPERIMENT_GOALS } from '@ps/shared/rules';
import type { AdminAnalytics } from '@ps/shared/console-schemas';
import { twoProportionPValue, type Proportion } from './significance';

interface VariantRow extends Proportion {
  testId: string;
  variant: string;
}

/** part of whole as a percentage with one decimal; null when there is no whole. */
export function percent(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

const controlFirst = (a: VariantRow, b: VariantRow) =>
  Number(b.variant === CONTROL_VARIANT) - Number(a.variant === CONTROL_VARIANT) || a.variant.localeCompare(b.variant);

/** Every experiment, even before its first exposure; each variant measured against the control. */
export function experimentResultsOf(rows: readonly VariantRow[]): AdminAnalytics['experiments'] {
  return EXPERIMENT_GOAL_IDS.map((testId) => {
    const variants = rows.filter((row) => row.testId === testId).sort(controlFirst);
    const control = variants.find((row) => row.variant === CONTROL_VARIANT);
    return {
      testId,
      ...EXPERIMENT_GOALS[testId],
      variants: variants.map((row) => ({
        variant: row.variant,
        exposures: row.exposures,
        conversions: row.conversions,
        rate: percent(row.conversions, row.exposures),
        pValue: control && row !== control ? twoProportionPValue(control, row) : null,
      })),
    };
  });
}
