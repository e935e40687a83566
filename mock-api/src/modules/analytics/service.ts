import {
  FUNNEL_STAGES,
  TOP_SOURCES,
  TRAFFIC_CHANNELS,
  type AdminAnalytics,
  type AdminWebVitals,
  type DashboardPeriod,
  type FunnelStage,
} from '@ps/shared/console-schemas';
import type { ValidTrackedEvent } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { dashboardRange } from '../dashboard';
import { experimentResultsOf, percent } from './experiment-results';
import {
  dailyVisitors,
  experimentCounts,
  newSubscriberCount,
  sessionEntrySources,
  visitorFigures,
  webVitalPercentiles,
} from './figures-repository';
import { insertAnalyticsEvents, insertWebVitalSamples } from './repository';
import { trafficOf } from './traffic-sources';
import { webVitalsRowsOf } from './web-vitals-rows';

export function createAnalyticsService(db: Db, clock: Clock) {
  return {
    /** Web vitals go to their own table, anonymous; the visit's events to the events the figures count. */
    async record(events: readonly ValidTrackedEvent[]): Promise<number> {
      const vitals = events.filter((event) => event.eventType === 'web_vital');
      const visitEvents = events.filter((event) => event.eventType !== 'web_vital');
      if (vitals.length > 0) await insertWebVitalSamples(db, vitals);
      if (visitEvents.length > 0) await insertAnalyticsEvents(db, visitEvents);
      return events.length;
    },

    /** Fans' Core Web Vitals at the 75th percentile per route and day of the period. */
    async webVitals(period: DashboardPeriod): Promise<AdminWebVitals> {
      const range = dashboardRange(period, clock());
      const rows = webVitalsRowsOf(await webVitalPercentiles(db, range));
      return { period, from: range.firstDay, to: range.lastDay, rows };
    },

    /** The staff console's analytics for a period, all from stored events and signups. */
    async analytics(period: DashboardPeriod): Promise<AdminAnalytics> {
      const range = dashboardRange(period, clock());
      const [counts, newSubscribers, daily, entrySources, experiments] = await Promise.all([
        visitorFigures(db, range),
        newSubscriberCount(db, range),
        dailyVisitors(db, range),
        sessionEntrySources(db, range),
        experimentCounts(db, range),
      ]);
      const stageVisitors: Record<FunnelStage, number> = {
        Visited: counts.visitors,
        Engaged: counts.engaged,
        'Explored music': counts.exploredMusic,
        'Showed ticket interest': counts.ticketInterested,
        'Signed up': counts.signedUp,
      };
      const traffic = trafficOf(entrySources);
      return {
        period,
        from: range.firstDay,
        to: range.lastDay,
        figures: {
          visitors: counts.visitors,
          sessions: counts.sessions,
          signedUpVisitors: counts.signedUp,
          conversionRate: percent(counts.signedUp, counts.visitors),
          previousConversionRate: percent(counts.previousSignedUp, counts.previousVisitors),
          newSubscribers,
          ticketClicks: counts.ticketClicks,
          averageSessionSeconds:
            counts.timedSessions === 0 ? null : Math.round(counts.secondsOnPage / counts.timedSessions),
        },
        daily,
        channels: TRAFFIC_CHANNELS.map((name) => ({ name, sessions: traffic.channels.get(name) ?? 0 })),
        sources: traffic.sources.slice(0, TOP_SOURCES),
        funnel: FUNNEL_STAGES.map((stage) => ({ stage, visitors: stageVisitors[stage] })),
        experiments: experimentResultsOf(experiments),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
