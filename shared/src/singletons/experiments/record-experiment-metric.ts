import { selectHasTrackingConsent, useConsentStore } from '@ps/shared/consent';
import { conversionMetricOf } from '@ps/shared/rules';
import { sendExperimentMetric } from '@ps/shared/tracking';
import { appendMetric, getExperimentVariant, useExperimentStore } from './experiment-store';
import type { ExperimentId } from './running-experiments';

/**
 * Records an outcome (e.g. 'view', 'signup', 'ticket_click') for the visitor's variant
 * and sends it as an ab_test_metric event (spec 1 §7). Visitors outside the test
 * (no consent, experiment not running) record nothing.
 */
export function recordExperimentMetric(testId: ExperimentId, metric: string, value = 1): void {
  if (!selectHasTrackingConsent(useConsentStore.getState())) return;
  const variant = getExperimentVariant(testId);
  if (useExperimentStore.getState().assignments[testId] !== variant.id) return;
  const now = new Date();
  appendMetric({ testId, variant: variant.id, metric, timestamp: now.toISOString(), value }, now);
  sendExperimentMetric({ testId, variant: variant.id, metric, value });
}

/** The experiment's one conversion, as EXPERIMENT_GOALS in @ps/shared/rules defines it for client and server. */
export function recordExperimentConversion(testId: ExperimentId): void {
  recordExperimentMetric(testId, conversionMetricOf(testId));
}
