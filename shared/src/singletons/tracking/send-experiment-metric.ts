import { analyticsQueue } from './analytics-queue';
import { reportToAnalyticsTag } from './analytics-tag';
import { getTabSessionId } from './tab-session-id';
import { EXPERIMENT_METRIC_EVENT } from './tracked-event';
import { useVisitorStore } from './visitor-store';

export interface ExperimentMetric {
  testId: string;
  variant: string;
  metric: string;
  value: number;
}

/**
 * Sends one experiment outcome to the server (for the dashboard's per-variant
 * results) and to the analytics tag. The queue drops it without allowAnalytics;
 * it is not learned from, so exposures do not count as engagement.
 */
export function sendExperimentMetric({ testId, variant, metric, value }: ExperimentMetric): void {
  const userId = useVisitorStore.getState().profile?.userId;
  if (!userId) return;
  const params = { test_id: testId, variant, metric_name: metric, metric_value: value };
  analyticsQueue.enqueue({
    eventType: EXPERIMENT_METRIC_EVENT,
    value,
    metadata: params,
    timestamp: new Date().toISOString(),
    sessionId: getTabSessionId(),
    userId,
  });
  reportToAnalyticsTag(EXPERIMENT_METRIC_EVENT, params);
}
