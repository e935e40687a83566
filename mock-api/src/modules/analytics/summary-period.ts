import { SUMMARY_DAYS } from '@ps/shared/schemas';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_DAYS = 7;

/** The dashboard's days in UTC: the last SUMMARY_DAYS days up to and including today. */
export interface SummaryPeriod {
  /** The first day shown, YYYY-MM-DD. */
  firstDay: string;
  /** Midnight starting the first day. */
  from: Date;
  /** Midnight ending today (exclusive). */
  until: Date;
  /** Midnight starting the last 7 days. */
  weekFrom: Date;
  /** Midnight starting the 7 days before those. */
  previousWeekFrom: Date;
}

export function summaryPeriod(now: Date): SummaryPeriod {
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const daysBack = (days: number) => new Date(tomorrow - days * DAY_MS);
  const from = daysBack(SUMMARY_DAYS);
  return {
    firstDay: from.toISOString().slice(0, 10),
    from,
    until: new Date(tomorrow),
    weekFrom: daysBack(WEEK_DAYS),
    previousWeekFrom: daysBack(2 * WEEK_DAYS),
  };
}
