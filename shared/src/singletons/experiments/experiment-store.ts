import { create } from 'zustand';
import { selectHasTrackingConsent, useConsentStore } from '@ps/shared/consent';
import { selectVisitorId, useVisitorStore } from '@ps/shared/tracking';
import { assignVariant } from './assign-variant';
import type { ExperimentMetricEntry, ExperimentVariant } from './experiment';
import {
  dropExpiredMetrics,
  readStoredAssignments,
  readStoredMetrics,
  storeAssignments,
  storeMetrics,
  type StoredAssignments,
} from './experiment-storage';
import { EXPERIMENTS, type ExperimentConfigs, type ExperimentId } from './running-experiments';

interface ExperimentState {
  assignments: StoredAssignments;
  metrics: ExperimentMetricEntry[];
}

const loadExperimentState = (): ExperimentState => ({
  assignments: readStoredAssignments(),
  metrics: readStoredMetrics(new Date()),
});

/** This visitor's assignments and recorded metrics (kept on the device, spec 1 §7). */
export const useExperimentStore = create<ExperimentState>(loadExperimentState);

// Storage is cleared by the consent store; this page's copy follows consent both ways.
useConsentStore.subscribe((state, previous) => {
  if (selectHasTrackingConsent(state) !== selectHasTrackingConsent(previous)) {
    useExperimentStore.setState(loadExperimentState());
  }
});

export function rememberAssignment(experimentId: ExperimentId, variantId: string): void {
  const assignments = { ...useExperimentStore.getState().assignments, [experimentId]: variantId };
  storeAssignments(assignments);
  useExperimentStore.setState({ assignments });
}

/** For code outside React: the variant, assigned and remembered on first use. */
export function getExperimentVariant<K extends ExperimentId>(id: K): ExperimentVariant<ExperimentConfigs[K]> {
  const { variant, isNew } = assignVariant(EXPERIMENTS[id], {
    userId: selectVisitorId(useVisitorStore.getState()),
    storedVariantId: useExperimentStore.getState().assignments[id],
    now: new Date(),
  });
  if (isNew) rememberAssignment(id, variant.id);
  return variant;
}

export function appendMetric(entry: ExperimentMetricEntry, now: Date): void {
  const metrics = dropExpiredMetrics([...useExperimentStore.getState().metrics, entry], now);
  storeMetrics(metrics);
  useExperimentStore.setState({ metrics });
}
