import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CONTROL_VARIANT,
  conversionMetricOf,
  EXPERIMENT_EXPOSURE_METRIC,
  EXPERIMENT_GOAL_IDS,
  type ExperimentGoalId,
} from '@ps/shared/rules';
import { EXPERIMENT_IDS, EXPERIMENTS, type ExperimentId } from './running-experiments';

describe('each experiment converts on the one metric the server counts', () => {
  it('has a goal for every running experiment and none for an unknown one', () => {
    expectTypeOf<ExperimentId>().toEqualTypeOf<ExperimentGoalId>();
    expect([...EXPERIMENT_IDS].sort()).toEqual([...EXPERIMENT_GOAL_IDS].sort());
  });

  it('counts a ticket click for the ticket test and a signup for the newsletter test', () => {
    expect(conversionMetricOf('ticket-cta-optimization')).toBe('ticket_click');
    expect(conversionMetricOf('newsletter-signup-optimization')).toBe('signup');
  });

  it.each(EXPERIMENT_IDS)('lists %s goal as its only conversion metric, beside the exposure', (id) => {
    const experiment = EXPERIMENTS[id];
    expect(experiment.metrics.filter((metric) => metric.type === 'conversion').map((metric) => metric.name)).toEqual([
      conversionMetricOf(id),
    ]);
    expect(experiment.metrics).toContainEqual({ name: EXPERIMENT_EXPOSURE_METRIC, type: 'view' });
    expect(experiment.variants[0].id).toBe(CONTROL_VARIANT);
  });
});
