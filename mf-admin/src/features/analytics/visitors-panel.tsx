import { lazy, Suspense } from 'react';
import type { AdminAnalytics } from '@ps/shared/console-schemas';
import { ErrorBoundary, Skeleton } from '@ps/shared/ui';
import { DataTable } from '../../ui/data-table';
import { formatDay } from '../../ui/format';
import { Panel } from '../../ui/panel';

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
    <Panel aria-labelledby="visitors-heading">
      <h2 id="visitors-heading">Visitors by day</h2>
      <p>{summary}</p>
      <ErrorBoundary fallback={() => <p role="alert">The chart could not be drawn; the table below has every day.</p>}>
        <Suspense fallback={<Skeleton $height="260px" />}>
          <VisitorsChart days={days} summary={summary} />
        </Suspense>
      </ErrorBoundary>
      <details>
        <summary>Show as a table</summary>
        <DataTable>
          <caption>Visitors and visitors who signed up, per day (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Visitors</th>
              <th scope="col">Signed up</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{day.visitors}</td>
                <td>{day.signedUpVisitors}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </details>
    </Panel>
  );
}
