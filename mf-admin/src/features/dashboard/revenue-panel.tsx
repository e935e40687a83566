import { lazy, Suspense } from 'react';
import { formatPrice } from '@ps/shared/format';
import type { DashboardResponse } from '@ps/shared/console-schemas';
import { ErrorBoundary, Skeleton } from '@ps/shared/ui';
import { Panel } from '../../ui/panel';
import { DataTable } from '../../ui/data-table';
import { formatDay } from '../../ui/format';
import { revenueSummary } from './revenue-summary';

const RevenueChart = lazy(() => import('./revenue-chart'));

/** The chart, its one-sentence summary, and the same figures as a table for anyone who prefers one. */
export function RevenuePanel({ days }: { days: DashboardResponse['revenueByDay'] }) {
  const summary = revenueSummary(days);
  return (
    <Panel aria-labelledby="revenue-heading">
      <h2 id="revenue-heading">Revenue by day</h2>
      <p>{summary}</p>
      <ErrorBoundary fallback={() => <p role="alert">The chart could not be drawn; the table below has every day.</p>}>
        <Suspense fallback={<Skeleton $height="260px" />}>
          <RevenueChart days={days} summary={summary} />
        </Suspense>
      </ErrorBoundary>
      <details>
        <summary>Show as a table</summary>
        <DataTable>
          <caption>Paid revenue and orders placed per day (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Revenue</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{formatPrice(day.revenue)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </details>
    </Panel>
  );
}
