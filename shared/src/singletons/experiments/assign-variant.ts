import { isExperimentRunning, type Experiment, type ExperimentVariant } from './experiment';
import { hashToUnitInterval } from './stable-hash';

/** Walks the cumulative weights; the first variant catches rounding at the top end (spec 1 §4). */
export function chooseVariant<TConfig>(experiment: Experiment<TConfig>, point: number): ExperimentVariant<TConfig> {
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  let cumulative = 0;
  for (const variant of experiment.variants) {
    cumulative += variant.weight / total;
    if (point < cumulative) return variant;
  }
  return experiment.variants[0];
}

export interface Assignment<TConfig> {
  variant: ExperimentVariant<TConfig>;
  /** A fresh choice that should be remembered in ps_ab_assignments. */
  isNew: boolean;
}

interface AssignmentInput {
  /** null without tracking consent: such visitors see the control and are not part of the test. */
  userId: string | null;
  storedVariantId: string | undefined;
  now: Date;
}

export function assignVariant<TConfig>(
  experiment: Experiment<TConfig>,
  { userId, storedVariantId, now }: AssignmentInput,
): Assignment<TConfig> {
  const stored = experiment.variants.find((variant) => variant.id === storedVariantId);
  if (stored) return { variant: stored, isNew: false };
  if (!userId || !isExperimentRunning(experiment, now)) return { variant: experiment.variants[0], isNew: false };
  const point = hashToUnitInterval(`${userId}:${experiment.id}`);
  return { variant: chooseVariant(experiment, point), isNew: true };
}
