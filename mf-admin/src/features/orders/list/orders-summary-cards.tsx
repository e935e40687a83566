import type { AdminOrdersSummary } from '@ps/shared/console-schemas';
import { money } from '../../../ui/format';
import { StatGrid } from '../../../ui/stat-grid';

interface Props {
  summary: AdminOrdersSummary | undefined;
  /** A filter is on: the figures are those of the matching orders only. */
  filtered: boolean;
}

/** The figures of the orders the filter matches (every order without one); revenue and average count paid orders only. */
export function OrdersSummaryCards({ summary, filtered }: Props) {
  return (
    <StatGrid
      label={filtered ? 'Figures of the orders matching the filter' : 'Order figures'}
      stats={[
        [filtered ? 'Revenue (filtered)' : 'Total revenue', summary && money(summary.totalRevenue)],
        [filtered ? 'Orders (filtered)' : 'Total orders', summary && String(summary.total)],
        ['Average order', summary && money(summary.averageOrderValue)],
        ['Pending', summary && String(summary.byStatus.pending)],
        ['Processing', summary && String(summary.byStatus.processing)],
      ]}
    />
  );
}
