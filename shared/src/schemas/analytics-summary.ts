import { z } from 'zod';

/** Days the dashboard covers, today (UTC) included. */
export const SUMMARY_DAYS = 30;

export const TRAFFIC_CHANNELS = ['Direct', 'Search', 'Social', 'Email', 'Other'] as const;
export type TrafficChannel = (typeof TRAFFIC_CHANNELS)[number];

export const FUNNEL_STAGES = ['Visited', 'Engaged', 'Explored music', 'Showed ticket interest', 'Signed up'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

const countSchema = z.number().int().nonnegative();
/** A percentage rounded to one decimal, e.g. 4.5 for 4.5 %. */
const percentSchema = z.number();

/** GET /api/analytics/summary: the analytics dashboard (spec 1 §2) from stored events and signups. */
export const analyticsSummarySchema = z.object({
  /** False until anything was tracked or signed up in the period; the figures are then all zero. */
  hasData: z.boolean(),
  /** Distinct visitors (userId, else sessionId) over the period. */
  visitors: countSchema,
  /** Share of those visitors with a newsletter_signup event. */
  conversionRate: percentSchema,
  /** Percentage points: the last 7 days against the 7 before. */
  conversionRateChange: percentSchema,
  /** Signups stored over the period. */
  newsletterSignups: countSchema,
  /** ticket_interest events over the period. */
  ticketInterest: countSchema,
  /** One entry per day, oldest first, days without data as zeros. */
  daily: z.array(z.object({ date: z.iso.date(), visitors: countSchema, signups: countSchema })),
  /** Sessions by where their first page view came from. */
  channels: z.array(z.object({ name: z.enum(TRAFFIC_CHANNELS), value: countSchema })),
  /** Distinct visitors who reached each stage. */
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), count: countSchema })),
  experiments: z.array(
    z.object({
      testId: z.string(),
      variant: z.string(),
      /** Distinct visitors with any metric for the variant. */
      exposures: countSchema,
      /** Distinct visitors with a 'conversion' or 'signup' metric. */
      conversions: countSchema,
      rate: percentSchema,
    }),
  ),
});

export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
