import { useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AdminOrderRow } from '@ps/shared/console-schemas';
import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ErrorFallback } from '@ps/shared/ui';
import { exportOrdersUrl } from '../api/export-orders-url';
import { useAdminOrders } from '../api/get-admin-orders';
import { toApiQuery } from '../../../lib/list-url';
import { readOrdersView, writeOrdersView, type OrdersView } from '../lib/orders-url';
import { UpdateStatusDialog } from '../status/update-status-dialog';
import { OrdersBulkActions } from './orders-bulk-actions';
import { OrdersFilters } from './orders-filters';
import { OrdersPagination } from './orders-pagination';
import { OrdersSummaryCards } from './orders-summary-cards';
import { OrdersTable } from './orders-table';
import { OrdersTableSkeleton } from './orders-table-skeleton';
import { AdminPage, PageHeader } from '../../../ui/admin-page';
import { DownloadLink } from '../../../ui/download-link';

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export function OrdersPage() {
  usePageMeta({ title: 'Orders · Staff console', description: 'Find, filter and fulfil orders.' });
  const [params, setParams] = useSearchParams();
  const view = readOrdersView(params);
  const query = toApiQuery(view);
  const orders = useAdminOrders(query);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [changing, setChanging] = useState<AdminOrderRow | null>(null);
  const rows = useMemo(() => orders.data?.orders ?? [], [orders.data]);
  const selected = rows.filter((order) => selectedIds.has(order.id));

  const show = (next: Partial<OrdersView>, keepPage = false) => {
    setSelectedIds(new Set());
    setParams(writeOrdersView({ ...view, ...next, page: keepPage ? (next.page ?? view.page) : 1 }));
  };
  const select = (ids: number[], on: boolean) => {
    const next = new Set(selectedIds);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    setSelectedIds(next);
  };

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
      <OrdersSummaryCards
        summary={orders.data?.summary}
        filtered={Boolean(view.status || view.paymentStatus || view.q)}
      />
      <OrdersFilters key={view.q ?? ''} view={view} onChange={(next) => show(next)} />
      {selected.length > 0 && <OrdersBulkActions selected={selected} onDone={() => setSelectedIds(new Set())} />}
      {orders.isPending ? (
        <OrdersTableSkeleton rows={Math.min(view.pageSize, 10)} />
      ) : orders.isError ? (
        <ErrorFallback
          title="Failed to fetch orders"
          message="We couldn't load the orders. Please try again."
          onRetry={() => void orders.refetch()}
        />
      ) : rows.length === 0 ? (
        <Empty>
          <h2>No orders found</h2>
          <p>{view.status || view.paymentStatus || view.q ? 'No orders match these filters.' : 'No orders yet.'}</p>
        </Empty>
      ) : (
        <OrdersTable orders={rows} selected={selectedIds} onSelect={select} onUpdateStatus={setChanging} />
      )}
      {orders.data && (
        <OrdersPagination
          page={view.page}
          pageSize={view.pageSize}
          total={orders.data.pagination.total}
          onPage={(page) => show({ page }, true)}
          onPageSize={(pageSize) => show({ pageSize })}
        />
      )}
      {changing && <UpdateStatusDialog order={changing} onClose={() => setChanging(null)} />}
    </AdminPage>
  );
}
