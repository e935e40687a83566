import { Navigate } from '@ps/shared/router';
import { SHOPPER_ORDERS_PAGE_SIZE } from '@ps/shared/rules';
import { Button, ButtonLink } from '@ps/shared/ui';
import { useOrders } from '../../lib/orders-api/get-orders';
import {
  hasOrderFilters,
  writeOrderHistoryQuery,
  type OrderHistoryQuery,
} from '../../lib/order-model/order-history-query';
import { pageCount } from '../../lib/order-model/pagination';
import { MessagePanel } from '../../ui/message-panel';
import { OrderList } from './order-list';
import { OrderListSkeleton } from './order-list-skeleton';
import { OrderPagination } from './order-pagination';

interface Props {
  query: OrderHistoryQuery;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

export function OrderHistoryResults({ query, onPage, onClearFilters }: Props) {
  const { data, isPending, isError, isPlaceholderData } = useOrders(query);

  if (isPending) return <OrderListSkeleton />;
  if (isError) {
    return (
      <MessagePanel
        role="alert"
        tone="panic"
        title="Failed to Load Orders"
        message="We couldn't load your order history. Please try again."
      >
        <Button onClick={() => window.location.reload()}>Try Again</Button>
      </MessagePanel>
    );
  }

  const pages = pageCount(data.pagination.total, SHOPPER_ORDERS_PAGE_SIZE);
  if (!isPlaceholderData && data.pagination.total > 0 && query.page > pages) {
    return <Navigate replace to={{ search: writeOrderHistoryQuery({ ...query, page: pages }).toString() }} />;
  }
  if (data.orders.length === 0) {
    return hasOrderFilters(query) ? (
      <MessagePanel title="No Orders Found" message="No orders match your current filters.">
        <Button $variant="secondary" onClick={onClearFilters}>
          Clear Filters
        </Button>
      </MessagePanel>
    ) : (
      <MessagePanel title="No Orders Found" message="You haven't placed any orders yet...">
        <ButtonLink to="/store">Start Shopping</ButtonLink>
      </MessagePanel>
    );
  }

  return (
    <>
      <OrderList orders={data.orders} busy={isPlaceholderData} />
      {pages > 1 && (
        <OrderPagination page={query.page} pages={pages} hasMore={data.pagination.hasMore} onPage={onPage} />
      )}
    </>
  );
}
