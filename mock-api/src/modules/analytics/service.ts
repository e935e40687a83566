import {
  FUNNEL_STAGES,
  SUMMARY_DAYS,
  TRAFFIC_CHANNELS,
  type AnalyticsSummary,
  type FunnelStage,
  type TrafficChannel,
  type ValidTrackedEvent,
} from '@ps/shared/schemas';
import type { AnalyticsRepository } from './repository';
import { summaryPeriod } from './summary-period';
import type { SummaryRepository } from './summary-repository';
import { trafficChannelOf } from './traffic-channel';

/** part of whole as a percentage with one decimal; 0 when there is no whole. */
function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

type EntrySources = Awaited<ReturnType<SummaryRepository['entrySources']>>;

function channelsOf(entrySources: EntrySources): AnalyticsSummary['channels'] {
  const sessions = new Map<TrafficChannel, number>(TRAFFIC_CHANNELS.map((name) => [name, 0]));
  for (const source of entrySources) {
    const channel = trafficChannelOf(source);
    sessions.set(channel, (sessions.get(channel) ?? 0) + source.sessions);
  }
  return TRAFFIC_CHANNELS.map((name) => ({ name, value: sessions.get(name) ?? 0 }));
}

export function createAnalyticsService(repository: AnalyticsRepository, summaries: SummaryRepository) {
  return {
    async record(events: readonly ValidTrackedEvent[]): Promise<number> {
      await repository.insertEvents(events);
      return events.length;
    },

    async summary(): Promise<AnalyticsSummary> {
      const period = summaryPeriod(new Date());
      const [counts, daily, entrySources, experiments] = await Promise.all([
        summaries.visitorCounts(period),
        summaries.daily(period, SUMMARY_DAYS),
        summaries.entrySources(period),
        summaries.experimentResults(period),
      ]);
      const newsletterSignups = daily.reduce((sum, day) => sum + day.signups, 0);
      const stageCounts: Record<FunnelStage, number> = {
        Visited: counts.visitors,
        Engaged: counts.engaged,
        'Explored music': counts.exploredMusic,
        'Showed ticket interest': counts.ticketInterested,
        'Signed up': counts.signedUp,
      };
      const weekRate = percent(counts.weekSignedUp, counts.weekVisitors);
      const previousWeekRate = percent(counts.previousWeekSignedUp, counts.previousWeekVisitors);
      return {
        hasData: counts.visitors > 0 || newsletterSignups > 0,
        visitors: counts.visitors,
        conversionRate: percent(counts.signedUp, counts.visitors),
        conversionRateChange: Math.round((weekRate - previousWeekRate) * 10) / 10,
        newsletterSignups,
        ticketInterest: counts.ticketInterestEvents,
        daily,
        channels: channelsOf(entrySources),
        funnel: FUNNEL_STAGES.map((stage) => ({ stage, count: stageCounts[stage] })),
        experiments: experiments.map((result) => ({
          ...result,
          rate: percent(result.conversions, result.exposures),
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
