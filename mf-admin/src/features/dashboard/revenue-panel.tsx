import { lazy } from 'react';
import { formatPrice } from '@ps/shared/rules';
import type { DashboardResponse } from '@ps/shared/console-schemas';
import { formatDay } from '../../ui/format';
import { revenueSummary } from './revenue-summary';
import { ChartPanel } from '../../ui/chart-panel';

const RevenueChart = lazy(() => import('./revenue-chart'));

/** The chart, its one-sentence summary, and the same figures as a table for anyone who prefers one. */
export function RevenuePanel({ days }: { days: DashboardResponse['revenueByDay'] }) {
  const summary = revenueSummary(days);
  return (
    <ChartPanel
      id="revenue"
      title="Revenue by day"
      summary={summary}
      chart={<RevenueChart days={days} summary={summary} />}
      table={{ caption: 'Paid revenue and orders placed per day (UTC)', columns: ['Day', 'Revenue', 'Orders'] }}
    >
      {days.map((day) => (
        <tr key={day.date}>
          <th scope="row">{formatDay(day.date)}</th>
          <td>{formatPrice(day.revenue)}</td>
          <td>{day.orders}</td>
        </tr>
      ))}
    </ChartPanel>
  );
}
