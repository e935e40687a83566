export {
  CONTROL_VARIANT,
  conversionMetricOf,
  EXPERIMENT_EXPOSURE_METRIC,
  EXPERIMENT_GOAL_IDS,
  EXPERIMENT_GOALS,
  isExperimentGoalId,
  type ExperimentConversionMetric,
  type ExperimentGoalId,
} from './experiment-goals';

/** A whole day: a tab left open overnight reports no more than that in one time_on_page event. */
export const MAX_TIME_ON_PAGE_SECONDS = 24 * 60 * 60;
export {
  isWebVitalMetric,
  rateWebVital,
  WEB_VITAL_MAX,
  WEB_VITAL_METRICS,
  WEB_VITAL_THRESHOLDS,
  type WebVitalMetric,
  type WebVitalRating,
} from './web-vitals';
export { isConsolePath } from './console-path';
export { isRouteTemplate, OTHER_ROUTE, ROUTE_TEMPLATES, routeTemplateOf } from './route-templates';
