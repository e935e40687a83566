import {
  FUNNEL_STAGES,
  TOP_SOURCES,
  TRAFFIC_CHANNELS,
  type AdminAnalytics,
  type DashboardPeriod,
  type FunnelStage,
  type ValidTrackedEvent,
} from '@ps/shared/schemas';
import type { Clock } from '../../lib/clock';
import { dashboardRange } from '../dashboard/dashboard-range';
import { experimentResultsOf, percent } from './experiment-results';
import type { FiguresRepository } from './figures-repository';
import type { AnalyticsRepository } from './repository';
import { trafficOf } from './traffic-sources';

export function createAnalyticsService(repository: AnalyticsRepository, figures: FiguresRepository, clock: Clock) {
  return {
    async record(events: readonly ValidTrackedEvent[]): Promise<number> {
      await repository.insertEvents(events);
      return events.length;
    },

    /** The staff console's analytics for a period, all from stored events and signups. */
    async analytics(period: DashboardPeriod): Promise<AdminAnalytics> {
      const range = dashboardRange(period, clock());
      const [counts, newSubscribers, daily, entrySources, experiments] = await Promise.all([
        figures.visitorFigures(range),
        figures.newSubscribers(range),
        figures.daily(range),
        figures.entrySources(range),
        figures.experimentResults(range),
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
