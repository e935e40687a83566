export { useExperiment } from './use-experiment';
export { recordExperimentConversion } from './record-experiment-metric';
export {
  EXPERIMENTS,
  EXPERIMENT_IDS,
  type ExperimentConfigs,
  type ExperimentId,
  type NewsletterSignupConfig,
  type TicketCtaConfig,
} from './running-experiments';
export type {
  Experiment,
  ExperimentMetric,
  ExperimentMetricEntry,
  ExperimentStatus,
  ExperimentVariant,
} from './experiment';
export { METRIC_RETENTION_MS } from './experiment-storage';
