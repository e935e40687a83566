import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { ErrorBoundary, Skeleton } from '@ps/shared/ui';
import type { AnalyticsSummary } from './analytics-summary';
import { ProfileInsights } from './profile-insights';
import { StatTile } from './stat-tile';

const TrafficCharts = lazy(() => import('./traffic-charts').then((module) => ({ default: module.TrafficCharts })));

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Change = styled.small<{ $up: boolean }>`
  display: block;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.8rem;
  color: ${({ theme, $up }) => ($up ? theme.color.success : theme.color.danger)};
`;

const number = new Intl.NumberFormat('en-US');
const chartsFailed = () => <p>The charts could not load.</p>;

export function OverviewTab({ summary }: { summary: AnalyticsSummary }) {
  const up = summary.conversionRateChange >= 0;
  return (
    <div>
      <Tiles>
        <StatTile label="Total visitors" value={number.format(summary.visitors)} />
        <StatTile
          label="Conversion rate"
          value={`${summary.conversionRate.toFixed(1)}%`}
          note={
            <Change $up={up}>
              {up ? '▲' : '▼'} {Math.abs(summary.conversionRateChange).toFixed(1)}% vs last week
            </Change>
          }
        />
        <StatTile label="Newsletter signups" value={number.format(summary.newsletterSignups)} />
        <StatTile label="Ticket interest" value={number.format(summary.ticketInterest)} />
      </Tiles>
      <ErrorBoundary fallback={chartsFailed}>
        <Suspense fallback={<Skeleton $height="420px" />}>
          <TrafficCharts daily={summary.daily} channels={summary.channels} />
        </Suspense>
      </ErrorBoundary>
      <ProfileInsights />
    </div>
  );
}
