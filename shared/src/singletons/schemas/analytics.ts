import { z } from 'zod';
import {
  EXPERIMENT_GOAL_IDS,
  isExperimentGoalId,
  isRouteTemplate,
  isWebVitalMetric,
  MAX_TIME_ON_PAGE_SECONDS,
  WEB_VITAL_MAX,
  WEB_VITAL_METRICS,
} from '@ps/shared/rules';
import { isSafeJson, safeText, SAFE_TEXT_MESSAGE } from './safe-text';

/**
 * Spec 1 §3 plus the ab_test_metric event of §7 and issue 24's web_vital: EVENT_TYPES, EXPERIMENT_METRIC_EVENT and
 * WEB_VITAL_EVENT of @ps/shared/tracking (a test keeps them equal).
 */
export const ANALYTICS_EVENT_TYPES = [
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
  'ab_test_metric',
  'web_vital',
] as const;

export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

export const MAX_EVENTS_PER_REQUEST = 50;
export const MAX_EVENTS_BODY_BYTES = 64 * 1024;
export const MAX_EVENT_TEXT_LENGTH = 200;
export const MAX_EVENT_METADATA_BYTES = 2048;
/** A browser keeps events 30 days (spec 1 §9); one more day lets its oldest unsent batch in. */
export const EVENT_MAX_AGE_DAYS = 31;
/** Slack for visitors whose clocks run a little fast. */
export const EVENT_MAX_FUTURE_MINUTES = 5;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : message;

const eventTextSchema = safeText('must be text').max(
  MAX_EVENT_TEXT_LENGTH,
  `must be at most ${MAX_EVENT_TEXT_LENGTH} characters`,
);

/** Plain values, or one level of lists and objects of them: room for referrers and experiment fields, not documents. */
function isFlatJson(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (depth > 0 || typeof value !== 'object') return false;
  return Object.values(value).every((child) => isFlatJson(child, depth + 1));
}

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

const eventMetadataSchema = z
  .record(z.string(), z.unknown(), 'must be an object')
  .refine(isSafeJson, SAFE_TEXT_MESSAGE)
  .refine(
    (metadata) => Object.values(metadata).every((value) => isFlatJson(value)),
    'must hold plain values, or lists and objects of plain values',
  )
  .refine(
    (metadata) => jsonBytes(metadata) <= MAX_EVENT_METADATA_BYTES,
    `must be at most ${MAX_EVENT_METADATA_BYTES} bytes as JSON`,
  );

const eventTimestampSchema = z.iso
  .datetime({ offset: true, error: requiredOr('must be an ISO date-time such as 2026-03-01T12:00:00.000Z') })
  .refine(
    (timestamp) => Date.parse(timestamp) >= Date.now() - EVENT_MAX_AGE_DAYS * DAY_MS,
    `must be within the last ${EVENT_MAX_AGE_DAYS} days`,
  )
  .refine(
    (timestamp) => Date.parse(timestamp) <= Date.now() + EVENT_MAX_FUTURE_MINUTES * MINUTE_MS,
    `must not be more than ${EVENT_MAX_FUTURE_MINUTES} minutes in the future`,
  );

const randomIdSchema = z.uuid({ error: requiredOr('must be a UUID') });

type EventFields = {
  eventType: AnalyticsEventType;
  value?: number;
  metadata?: Record<string, unknown>;
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function webVitalProblem(
  value: number | undefined,
  metadata: Record<string, unknown> | undefined,
): [string, string] | null {
  const metric = metadata?.metric;
  if (!isWebVitalMetric(metric)) return ['metadata.metric', `must be one of ${WEB_VITAL_METRICS.join(', ')}`];
  if (!isRouteTemplate(metadata?.route)) return ['metadata.route', 'must be a route template such as /store/:slug'];
  return value !== undefined && value >= 0 && value <= WEB_VITAL_MAX[metric]
    ? null
    : ['value', `must be the ${metric} figure, 0 to ${WEB_VITAL_MAX[metric]}`];
}

/** What the dashboard reads from each kind of event, so a malformed one is refused rather than miscounted. */
function eventTypeProblem({ eventType, value, metadata }: EventFields): [string, string] | null {
  switch (eventType) {
    case 'page_view':
      return isText(metadata?.path) && metadata.path.startsWith('/')
        ? null
        : ['metadata.path', 'must be the page path, starting with /'];
    case 'time_on_page':
      return value !== undefined && value >= 0 && value <= MAX_TIME_ON_PAGE_SECONDS
        ? null
        : ['value', `must be the seconds on the page, 0 to ${MAX_TIME_ON_PAGE_SECONDS}`];
    case 'scroll_depth':
      return value !== undefined && value >= 0 && value <= 100 ? null : ['value', 'must be a percentage, 0 to 100'];
    case 'ab_test_metric':
      if (!isExperimentGoalId(metadata?.test_id)) {
        return ['metadata.test_id', `must be one of ${EXPERIMENT_GOAL_IDS.join(', ')}`];
      }
      if (!isText(metadata.variant)) return ['metadata.variant', 'must name the variant'];
      return isText(metadata.metric_name) ? null : ['metadata.metric_name', 'must name the metric'];
    case 'web_vital':
      return webVitalProblem(value, metadata);
    default:
      return null;
  }
}

/** One tracked event as the browser sends it (spec 1 §3); the fields of TrackedEvent in @ps/shared/tracking. */
export const trackedEventSchema = z
  .object({
    eventType: z.enum(ANALYTICS_EVENT_TYPES, {
      error: requiredOr(`must be one of ${ANALYTICS_EVENT_TYPES.join(', ')}`),
    }),
    elementId: eventTextSchema.optional(),
    sectionName: eventTextSchema.optional(),
    value: z.number('must be a finite number').optional(),
    metadata: eventMetadataSchema.optional(),
    timestamp: eventTimestampSchema,
    sessionId: randomIdSchema,
    userId: randomIdSchema.optional(),
  })
  .superRefine((event, context) => {
    const problem = eventTypeProblem(event);
    if (problem) context.addIssue({ code: 'custom', path: problem[0].split('.'), message: problem[1] });
  });

export type TrackedEventInput = z.input<typeof trackedEventSchema>;
export type ValidTrackedEvent = z.output<typeof trackedEventSchema>;

/** What the event sender posts; a single event without the wrapper is accepted too. */
export const trackedEventBatchSchema = z.object({
  events: z
    .array(trackedEventSchema, { error: requiredOr('must be a list of events') })
    .min(1, 'must hold at least one event')
    .max(MAX_EVENTS_PER_REQUEST, `must hold at most ${MAX_EVENTS_PER_REQUEST} events`),
});

export const trackEventsResponseSchema = z.object({ accepted: z.number().int().nonnegative() });

export type TrackEventsResponse = z.infer<typeof trackEventsResponseSchema>;
