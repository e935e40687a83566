import { useState } from 'react';
import type { AdminOrderRow } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { exportOrdersUrl } from '../api/export-orders-url';
import { useAdminOrders } from '../api/get-admin-orders';
import { toApiQuery } from '../../../lib/list-url';
import { useListView } from '../../../lib/use-list-view';
import { useRowSelection } from '../../../lib/use-row-selection';
import { ordersView } from '../lib/orders-url';
import { UpdateStatusDialog } from '../status/update-status-dialog';
import { OrdersBulkActions } from './orders-bulk-actions';
import { OrdersFilters } from './orders-filters';
import { OrdersSummaryCards } from './orders-summary-cards';
import { OrdersTable } from './orders-table';
import { OrdersTableSkeleton } from './orders-table-skeleton';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { DownloadLink } from '../../../ui/download-link';
import { EmptyState } from '../../../ui/empty-state';
import { PagedList } from '../../../ui/paged-list';

export function OrdersPage() {
  usePageMeta({ title: 'Orders · Staff console', description: 'Find, filter and fulfil orders.' });
  const selection = useRowSelection<number>();
  const [view, show] = useListView(ordersView, selection.clear);
  const query = toApiQuery(view);
  const orders = useAdminOrders(query);
  const [changing, setChanging] = useState<AdminOrderRow | null>(null);
  const rows = orders.data?.orders ?? [];
  const selected = rows.filter((order) => selection.selected.has(order.id));
  const filtered = Boolean(view.status || view.paymentStatus || view.q);

  return (
    <AdminPage>
      <PageHeader>
        <h1>Orders</h1>
        <div>
          <Button $variant="secondary" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
            {orders.isFetching ? 'Refreshing…' : 'Refresh'}
          </Button>
          <DownloadLink href={exportOrdersUrl(query, 'orders')}>Export CSV</DownloadLink>
          <DownloadLink href={exportOrdersUrl(query, 'lines')}>Export line items</DownloadLink>
        </div>
      </PageHeader>
      <OrdersSummaryCards summary={orders.data?.summary} filtered={filtered} />
      <OrdersFilters key={view.q ?? ''} view={view} onChange={show} />
      {selected.length > 0 && <OrdersBulkActions selected={selected} onDone={selection.clear} />}
      <PagedList
        query={orders}
        view={view}
        onView={show}
        sizes={ordersView.sizes}
        loading={<OrdersTableSkeleton rows={Math.min(view.pageSize, 10)} />}
        errorTitle="Failed to fetch orders"
        errorMessage="We couldn't load the orders. Please try again."
        empty={
          <EmptyState title="No orders found">
            {filtered ? 'No orders match these filters.' : 'No orders yet.'}
          </EmptyState>
        }
      >
        {(data) => <OrdersTable orders={data.orders} selection={selection} onUpdateStatus={setChanging} />}
      </PagedList>
      {changing && <UpdateStatusDialog order={changing} onClose={() => setChanging(null)} />}
    </AdminPage>
  );
}
