import type { AdminAnalytics, TrafficChannel } from '@ps/shared/console-schemas';
import { trafficChannelOf, type EntrySource } from './traffic-channel';

/** What a visit without campaign tags or referrer is listed as. */
export const DIRECT_SOURCE = '(direct)';

type Source = AdminAnalytics['sources'][number];

/** The entry pages' sessions by channel, and by named source (campaign, else referring host), most first. */
export function trafficOf(entrySources: ReadonlyArray<EntrySource & { sessions: number }>) {
  const channels = new Map<TrafficChannel, number>();
  const sources = new Map<string, Source>();
  for (const entry of entrySources) {
    const channel = trafficChannelOf(entry);
    channels.set(channel, (channels.get(channel) ?? 0) + entry.sessions);
    const name =
      entry.utmSource?.trim().toLowerCase() ||
      entry.referrerHost
        ?.trim()
        .toLowerCase()
        .replace(/^www\./, '');
    const source = name || DIRECT_SOURCE;
    const key = `${channel} ${source}`;
    const known = sources.get(key);
    sources.set(key, { source, channel, sessions: (known?.sessions ?? 0) + entry.sessions });
  }
  const ranked = [...sources.values()].sort((a, b) => b.sessions - a.sessions || a.source.localeCompare(b.source));
  return { channels, sources: ranked };
}
