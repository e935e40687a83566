import { isFiniteNumber, isIsoDate, isOneOf, isOptional, isPlainObject, isString } from './guards';

export const EVENT_TYPES = [
  'page_view',
  'section_view',
  'click',
  'form_interaction',
  'music_play',
  'social_click',
  'newsletter_signup',
  'ticket_interest',
  'exit_intent',
  'scroll_depth',
  'time_on_page',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Experiment outcomes travel to the server as events of their own (spec 1 §7), never stored in the visitor's history. */
export const EXPERIMENT_METRIC_EVENT = 'ab_test_metric';

/** A Core Web Vital of the page load (issue 24): sent with analytics consent only, never kept in the browser. */
export const WEB_VITAL_EVENT = 'web_vital';

export interface TrackDetails {
  elementId?: string;
  sectionName?: string;
  value?: number;
  metadata?: Record<string, unknown>;
}

export interface TrackedEvent extends TrackDetails {
  eventType: EventType | typeof EXPERIMENT_METRIC_EVENT | typeof WEB_VITAL_EVENT;
  /** ISO date-time. */
  timestamp: string;
  /** Per browser tab. */
  sessionId: string;
  userId?: string;
}

export function isTrackedEvent(value: unknown): value is TrackedEvent {
  return (
    isPlainObject(value) &&
    isOneOf(EVENT_TYPES, value.eventType) &&
    isIsoDate(value.timestamp) &&
    isString(value.sessionId) &&
    isOptional(value.userId, isString) &&
    isOptional(value.elementId, isString) &&
    isOptional(value.sectionName, isString) &&
    isOptional(value.value, isFiniteNumber) &&
    isOptional(value.metadata, isPlainObject)
  );
}

/** Callers in plain JavaScript may pass anything; only the event's own fields are kept. */
export function pickTrackDetails({ elementId, sectionName, value, metadata }: TrackDetails): TrackDetails {
  return {
    ...(isString(elementId) && { elementId }),
    ...(isString(sectionName) && { sectionName }),
    ...(isFiniteNumber(value) && { value }),
    ...(isPlainObject(metadata) && { metadata }),
  };
}
