import { lazy, Suspense } from 'react';
import type { AdminAnalytics } from '@ps/shared/console-schemas';
import { ErrorBoundary, Skeleton } from '@ps/shared/ui';
import { DataTable } from '../../ui/data-table';
import { Panel } from '../../ui/panel';
import { TableHead } from '../../ui/table-head';

const ChannelsChart = lazy(() => import('./channels-chart'));

type Props = Pick<AdminAnalytics, 'channels' | 'sources'>;

function channelsSummary(channels: AdminAnalytics['channels']): string {
  const total = channels.reduce((sum, channel) => sum + channel.sessions, 0);
  if (total === 0) return 'No page views in this period yet.';
  const parts = channels.filter((channel) => channel.sessions > 0).map((c) => `${c.name} ${c.sessions}`);
  return `${total} sessions by where they came from: ${parts.join(', ')}.`;
}

/** "Where visitors come from": each session's first page view, by its campaign tags or referrer. */
export function TrafficPanel({ channels, sources }: Props) {
  const summary = channelsSummary(channels);
  return (
    <Panel aria-labelledby="traffic-heading">
      <h2 id="traffic-heading">Where visitors come from</h2>
      <p>{summary}</p>
      <ErrorBoundary fallback={() => <p role="alert">The chart could not be drawn; the sources are listed below.</p>}>
        <Suspense fallback={<Skeleton $height="220px" />}>
          <ChannelsChart channels={channels} summary={summary} />
        </Suspense>
      </ErrorBoundary>
      <DataTable data-testid="traffic-sources">
        <caption>Top sources (utm_source, else the referring site)</caption>
        <TableHead columns={['Source', 'Channel', 'Sessions']} />
        <tbody>
          {sources.length === 0 ? (
            <tr>
              <td colSpan={3}>No sessions yet.</td>
            </tr>
          ) : (
            sources.map((source) => (
              <tr key={`${source.channel} ${source.source}`}>
                <th scope="row">{source.source}</th>
                <td>{source.channel}</td>
                <td>{source.sessions}</td>
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
    </Panel>
  );
}
