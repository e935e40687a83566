/**
 * What each running experiment (spec 1 §3, defined in @ps/shared/experiments) counts as an
 * exposure and as its conversion. The landing page records these metrics and the staff
 * console's figures count them, both from this one table.
 */
export const EXPERIMENT_EXPOSURE_METRIC = 'view';

export const EXPERIMENT_GOALS = {
  'newsletter-signup-optimization': { conversionMetric: 'signup', conversionLabel: 'Newsletter signup' },
  'ticket-cta-optimization': { conversionMetric: 'ticket_click', conversionLabel: 'Ticket button click' },
} as const;

export type ExperimentGoalId = keyof typeof EXPERIMENT_GOALS;
export type ExperimentConversionMetric = (typeof EXPERIMENT_GOALS)[ExperimentGoalId]['conversionMetric'];

export const EXPERIMENT_GOAL_IDS = Object.keys(EXPERIMENT_GOALS) as ExperimentGoalId[];

/** The first variant of every experiment is its control (spec 1 §7), the baseline of each comparison. */
export const CONTROL_VARIANT = 'control';

export const conversionMetricOf = (testId: ExperimentGoalId): ExperimentConversionMetric =>
  EXPERIMENT_GOALS[testId].conversionMetric;

export const isExperimentGoalId = (value: unknown): value is ExperimentGoalId =>
  typeof value === 'string' && Object.hasOwn(EXPERIMENT_GOALS, value);
