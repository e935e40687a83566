import { lazy } from 'react';
import type { AdminAnalytics } from '@ps/shared/console-schemas';
import { formatDay } from '../../ui/format';
import { ChartPanel } from '../../ui/chart-panel';

const VisitorsChart = lazy(() => import('./visitors-chart'));

function visitorsSummary(days: AdminAnalytics['daily']): string {
  const busiest = days.reduce((top, day) => (day.visitors > (top?.visitors ?? 0) ? day : top), days[0]);
  if (!busiest || busiest.visitors === 0) return 'No visitors counted in this period.';
  return `The busiest day was ${formatDay(busiest.date)} with ${busiest.visitors} visitors.`;
}

/** The chart, its one-sentence summary, and the same figures as a table. */
export function VisitorsPanel({ days }: { days: AdminAnalytics['daily'] }) {
  const summary = visitorsSummary(days);
  return (
    <ChartPanel
      id="visitors"
      title="Visitors by day"
      summary={summary}
      chart={<VisitorsChart days={days} summary={summary} />}
      table={{
        caption: 'Visitors and visitors who signed up, per day (UTC)',
        columns: ['Day', 'Visitors', 'Signed up'],
      }}
    >
      {days.map((day) => (
        <tr key={day.date}>
          <th scope="row">{formatDay(day.date)}</th>
          <td>{day.visitors}</td>
          <td>{day.signedUpVisitors}</td>
        </tr>
      ))}
    </ChartPanel>
  );
}
