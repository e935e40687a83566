import { useEffect } from 'react';
import { EXPERIMENT_EXPOSURE_METRIC } from '@ps/shared/rules';
import { useVisitorStateReady } from '@ps/shared/page-resource';
import { selectVisitorId, useVisitorStore } from '@ps/shared/tracking';
import { assignVariant } from './assign-variant';
import type { ExperimentVariant } from './experiment';
import { rememberAssignment, useExperimentStore } from './experiment-store';
import { recordExperimentMetric } from './record-experiment-metric';
import { EXPERIMENTS, type ExperimentConfigs, type ExperimentId } from './running-experiments';

/**
 * The visitor's variant of a running experiment, with its config
 * (`useExperiment('ticket-cta-optimization').config.text`). The choice is
 * deterministic, so rendering can compute it and an effect remembers it. A first screen drawn by
 * the server shows the control, as to a visitor without consent (decision 026).
 */
export function useExperiment<K extends ExperimentId>(id: K): ExperimentVariant<ExperimentConfigs[K]> {
  const ready = useVisitorStateReady();
  const visitorId = useVisitorStore(selectVisitorId);
  const storedVariantId = useExperimentStore((state) => state.assignments[id]);
  const { variant, isNew } = assignVariant(EXPERIMENTS[id], {
    userId: ready ? visitorId : null,
    storedVariantId: ready ? storedVariantId : undefined,
    now: new Date(),
  });

  useEffect(() => {
    if (!isNew) return;
    rememberAssignment(id, variant.id);
    // The exposure: the denominator of each variant's conversion rate.
    recordExperimentMetric(id, EXPERIMENT_EXPOSURE_METRIC);
  }, [id, isNew, variant.id]);

  return variant;
}
