import { DASHBOARD_PERIOD_DAYS, type DashboardPeriod } from '@ps/shared/console-schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days a dashboard period covers, in UTC, today included. */
export interface DashboardRange {
  days: number;
  /** The first day, YYYY-MM-DD. */
  firstDay: string;
  /** Today, YYYY-MM-DD. */
  lastDay: string;
  /** Midnight starting the first day. */
  from: Date;
  /** Midnight ending today (exclusive). */
  until: Date;
}

export function dashboardRange(period: DashboardPeriod, now: Date): DashboardRange {
  const days = DASHBOARD_PERIOD_DAYS[period];
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const from = new Date(tomorrow - days * DAY_MS);
  return {
    days,
    firstDay: from.toISOString().slice(0, 10),
    lastDay: new Date(tomorrow - DAY_MS).toISOString().slice(0, 10),
    from,
    until: new Date(tomorrow),
  };
}
