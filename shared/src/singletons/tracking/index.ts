export { startVisitorTracking } from './start-visitor-tracking';
export { track } from './track';
export { useTrack } from './use-track';
export { useVisitTracking } from './use-visit-tracking';
export { useVisitorStore, selectVisitorId } from './visitor-store';
export { useVisitorProfile } from './use-visitor-profile';
export { reportToAnalyticsTag } from './analytics-tag';
export { ANALYTICS_EVENTS_PATH } from './analytics-transport';
export {
  EVENT_TYPES,
  EXPERIMENT_METRIC_EVENT,
  WEB_VITAL_EVENT,
  type EventType,
  type TrackDetails,
  type TrackedEvent,
} from './tracked-event';
export { sendExperimentMetric } from './send-experiment-metric';
export { startWebVitalsReporting } from './web-vitals-reporting';
export {
  ENGAGEMENT_LEVELS,
  INTERESTS,
  PREFERRED_CONTENT,
  type EngagementLevel,
  type Interest,
  type PreferredContent,
  type VisitorProfile,
} from './visitor-profile';
export { EVENT_RETENTION_MS, MAX_STORED_EVENTS } from './event-retention';
