import { z } from 'zod';
import { DASHBOARD_PERIODS } from './admin-dashboard';
import { EXPERIMENT_GOAL_IDS } from '@ps/shared/rules';

export const TRAFFIC_CHANNELS = ['Direct', 'Search', 'Social', 'Email', 'Other'] as const;
export type TrafficChannel = (typeof TRAFFIC_CHANNELS)[number];

export const FUNNEL_STAGES = ['Visited', 'Engaged', 'Explored music', 'Showed ticket interest', 'Signed up'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The sources listed by name; the channels still count every session. */
export const TOP_SOURCES = 10;

/** GET /api/admin/analytics?period= takes the dashboard's periods (dashboardQuerySchema). */

const countSchema = z.number().int().nonnegative();
/** A percentage rounded to one decimal (4.5 for 4.5 %); null when there is nothing to divide by. */
const rateSchema = z.number().nonnegative().nullable();

export const adminAnalyticsSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The first day counted and the last (today), YYYY-MM-DD in UTC. */
  from: z.iso.date(),
  to: z.iso.date(),
  figures: z.object({
    /** Distinct visitors (the browser's visitor id, else its tab session) with any event. */
    visitors: countSchema,
    /** Distinct tab sessions with any event. */
    sessions: countSchema,
    /** Visitors with a newsletter_signup event: the numerator of conversionRate. */
    signedUpVisitors: countSchema,
    /** signedUpVisitors over visitors. */
    conversionRate: rateSchema,
    /** The same rate over the as many days just before the period. */
    previousConversionRate: rateSchema,
    /** Newsletter signups stored in the period, with or without analytics consent. */
    newSubscribers: countSchema,
    /** ticket_interest events (Get Tickets clicks). */
    ticketClicks: countSchema,
    /** Seconds on the site per session, from time_on_page events; null without any. */
    averageSessionSeconds: z.number().nonnegative().nullable(),
  }),
  /** One entry per day, oldest first, days without events as zeros. */
  daily: z.array(z.object({ date: z.iso.date(), visitors: countSchema, signedUpVisitors: countSchema })),
  /** Sessions by where their first page view came from. */
  channels: z.array(z.object({ name: z.enum(TRAFFIC_CHANNELS), sessions: countSchema })),
  /** The campaign (utm_source) or referring site of those sessions, most sessions first. */
  sources: z.array(z.object({ source: z.string(), channel: z.enum(TRAFFIC_CHANNELS), sessions: countSchema })),
  /** Distinct visitors who reached each stage. */
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), visitors: countSchema })),
  experiments: z.array(
    z.object({
      testId: z.enum(EXPERIMENT_GOAL_IDS as [string, ...string[]]),
      /** The ab_test_metric that counts as converting (EXPERIMENT_GOALS). */
      conversionMetric: z.string(),
      conversionLabel: z.string(),
      /** The control first; variants without any metric in the period are left out. */
      variants: z.array(
        z.object({
          variant: z.string(),
          /** Distinct visitors with any metric for the variant. */
          exposures: countSchema,
          /** Those of them with the experiment's conversion metric. */
          conversions: countSchema,
          rate: rateSchema,
          /** Two-sided p-value against the control (two-proportion z-test); null for the control or too few visitors. */
          pValue: z.number().min(0).max(1).nullable(),
        }),
      ),
    }),
  ),
});

export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
export type ExperimentResult = AdminAnalytics['experiments'][number];

const p75Schema = z
  .object({
    /** The 75th percentile of the day's figures: ms, or the CLS score. */
    p75: z.number().nonnegative(),
    /** How many figures it is read from. */
    samples: countSchema,
  })
  .nullable();

/** GET /api/admin/analytics/web-vitals?period=: fans' Core Web Vitals at the 75th percentile (issue 24). */
export const adminWebVitalsSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  from: z.iso.date(),
  to: z.iso.date(),
  /** One row per day and route template with any figure, newest day first, then by route; null: none that day. */
  rows: z.array(
    z.object({
      date: z.iso.date(),
      route: z.string(),
      LCP: p75Schema,
      INP: p75Schema,
      CLS: p75Schema,
      TTFB: p75Schema,
    }),
  ),
});

export type AdminWebVitals = z.infer<typeof adminWebVitalsSchema>;
export type WebVitalsRow = AdminWebVitals['rows'][number];
