export type ExperimentStatus = 'draft' | 'running' | 'paused' | 'completed';

export interface ExperimentVariant<TConfig> {
  id: string;
  name: string;
  /** 0 to 100. */
  weight: number;
  config: TConfig;
}

export interface ExperimentMetric {
  name: string;
  type: 'conversion' | 'click' | 'view' | 'time';
}

export interface Experiment<TConfig> {
  id: string;
  name: string;
  status: ExperimentStatus;
  /** The first variant is the control: the fallback and what non-participants see. */
  variants: readonly [ExperimentVariant<TConfig>, ...ExperimentVariant<TConfig>[]];
  segments?: readonly string[];
  /** ISO dates. */
  startDate: string;
  endDate?: string;
  metrics: readonly ExperimentMetric[];
}

/** One recorded outcome, kept 7 days in ps_ab_metrics. */
export interface ExperimentMetricEntry {
  testId: string;
  variant: string;
  metric: string;
  /** ISO date-time. */
  timestamp: string;
  value: number;
}

export function isExperimentRunning(experiment: Experiment<unknown>, now: Date): boolean {
  const time = now.getTime();
  return (
    experiment.status === 'running' &&
    Date.parse(experiment.startDate) <= time &&
    (experiment.endDate === undefined || time < Date.parse(experiment.endDate))
  );
}
