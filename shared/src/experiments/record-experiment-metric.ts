import { selectHasTrackingConsent, useConsentStore } from '@ps/shared/consent';
import { reportToAnalyticsTag } from '@ps/shared/tracking';
import { appendMetric, getExperimentVariant, useExperimentStore } from './experiment-store';
import type { ExperimentId } from './running-experiments';

/**
 * Records an outcome (e.g. 'signup', 'ticket_click') for the visitor's variant and
 * mirrors it as an ab_test_metric event (spec 1 §7). Visitors outside the test
 * (no consent, experiment not running) record nothing.
 */
export function recordExperimentMetric(testId: ExperimentId, metric: string, value = 1): void {
  if (!selectHasTrackingConsent(useConsentStore.getState())) return;
  const variant = getExperimentVariant(testId);
  if (useExperimentStore.getState().assignments[testId] !== variant.id) return;
  const now = new Date();
  appendMetric({ testId, variant: variant.id, metric, timestamp: now.toISOString(), value }, now);
  reportToAnalyticsTag('ab_test_metric', {
    test_id: testId,
    variant: variant.id,
    metric_name: metric,
    metric_value: value,
  });
}
