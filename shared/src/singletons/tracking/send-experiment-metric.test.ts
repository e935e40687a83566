// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsQueue } from './analytics-queue';
import { sendExperimentMetric } from './send-experiment-metric';
import { useVisitorStore } from './visitor-store';

describe('sendExperimentMetric', () => {
  beforeEach(() => vi.spyOn(analyticsQueue, 'enqueue').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('queues an ab_test_metric event for the server with the test, variant and metric', () => {
    useVisitorStore.setState({ profile: { userId: '8f2c0b1e-8d6a-4c52-9f43-3f7d6c1e2a10' } as never });
    sendExperimentMetric({ testId: 'ticket-cta-optimization', variant: 'urgency', metric: 'view', value: 1 });
    expect(analyticsQueue.enqueue).toHaveBeenCalledWith(
      expect.objectContaining({
        eventType: 'ab_test_metric',
        userId: '8f2c0b1e-8d6a-4c52-9f43-3f7d6c1e2a10',
        metadata: { test_id: 'ticket-cta-optimization', variant: 'urgency', metric_name: 'view', metric_value: 1 },
      }),
    );
  });

  it('sends nothing for a visitor without a profile (no tracking consent)', () => {
    useVisitorStore.setState({ profile: null });
    sendExperimentMetric({ testId: 'ticket-cta-optimization', variant: 'urgency', metric: 'view', value: 1 });
    expect(analyticsQueue.enqueue).not.toHaveBeenCalled();
  });
});
