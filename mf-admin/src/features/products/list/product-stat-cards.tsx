import type { AdminProductsResponse } from '@ps/shared/console-schemas';
import { money } from '../../../ui/format';
import { StatGrid } from '../../../ui/stat-grid';

/** The whole catalog's figures, whatever the filter; the average is of current prices (sale when on sale). */
export function ProductStatCards({ summary }: { summary: AdminProductsResponse['summary'] | undefined }) {
  return (
    <StatGrid
      label="Product figures"
      stats={[
        ['Total products', summary && String(summary.total)],
        ['Active', summary && String(summary.active)],
        ['Featured', summary && String(summary.featured)],
        ['Average price', summary && money(summary.averagePrice)],
        ['Low stock', summary && String(summary.lowStock)],
        ['Out of stock', summary && String(summary.outOfStock)],
      ]}
    />
  );
}
