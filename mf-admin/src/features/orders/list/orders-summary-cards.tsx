import type { AdminOrdersSummary } from '@ps/shared/schemas';
import { money } from '../../../ui/format';
import { StatGrid } from '../../../ui/stat-grid';

/** The shop's figures (all orders, whatever the filter): revenue and average count paid orders only. */
export function OrdersSummaryCards({ summary }: { summary: AdminOrdersSummary | undefined }) {
  return (
    <StatGrid
      label="Order figures"
      stats={[
        ['Total revenue', summary && money(summary.totalRevenue)],
        ['Total orders', summary && String(summary.total)],
        ['Average order', summary && money(summary.averageOrderValue)],
        ['Pending', summary && String(summary.byStatus.pending)],
        ['Processing', summary && String(summary.byStatus.processing)],
      ]}
    />
  );
}
