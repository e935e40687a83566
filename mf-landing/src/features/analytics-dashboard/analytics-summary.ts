import { apiRequest } from '@ps/shared/api';

/** GET /api/analytics/summary. Rates are percentages (4.5 means 4.5%). */
export interface AnalyticsSummary {
  hasData: boolean;
  visitors: number;
  conversionRate: number;
  /** Week over week, in percentage points of change. */
  conversionRateChange: number;
  newsletterSignups: number;
  ticketInterest: number;
  daily: { date: string; visitors: number; signups: number }[];
  channels: { name: string; value: number }[];
  funnel: { stage: string; count: number }[];
  experiments: { testId: string; variant: string; exposures: number; conversions: number; rate: number }[];
}

export const ANALYTICS_SUMMARY_PATH = '/api/analytics/summary';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Enough of a check to draw the panel; anything else falls back to the demo figures. */
export function isAnalyticsSummary(value: unknown): value is AnalyticsSummary {
  if (!isObject(value) || typeof value.hasData !== 'boolean') return false;
  const numbers = ['visitors', 'conversionRate', 'conversionRateChange', 'newsletterSignups', 'ticketInterest'];
  const lists = ['daily', 'channels', 'funnel', 'experiments'];
  return numbers.every((key) => typeof value[key] === 'number') && lists.every((key) => Array.isArray(value[key]));
}

export async function fetchAnalyticsSummary(signal: AbortSignal): Promise<AnalyticsSummary | null> {
  const summary = await apiRequest<unknown>(ANALYTICS_SUMMARY_PATH, { signal });
  return isAnalyticsSummary(summary) && summary.hasData ? summary : null;
}
