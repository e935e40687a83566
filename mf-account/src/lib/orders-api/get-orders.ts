import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCartStore } from '@ps/shared/cart';
import type { OrdersResponse } from '@ps/shared/schemas';
import { toOrdersApiParams, type OrderHistoryQuery } from '../order-model/order-history-query';
import { ordersRequest } from './orders-request';

/** Staff change statuses; a minute-old list is still fine for a shopper. */
const ORDERS_STALE_MS = 60_000;

export function getOrders(query: OrderHistoryQuery, sessionId: string, signal?: AbortSignal): Promise<OrdersResponse> {
  return ordersRequest<OrdersResponse>(
    `/api/orders?${toOrdersApiParams(query)}`,
    sessionId,
    'Failed to fetch orders',
    signal,
  );
}

/** The previous page stays on screen while the next one loads, so paging does not flash skeletons. */
export const ordersQueryOptions = (query: OrderHistoryQuery, sessionId: string) =>
  queryOptions({
    queryKey: ['orders', 'list', { ...query, sessionId }],
    queryFn: ({ signal }) => getOrders(query, sessionId, signal),
    staleTime: ORDERS_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrderHistoryQuery) {
  const sessionId = useCartStore((state) => state.sessionId);
  return useQuery(ordersQueryOptions(query, sessionId));
}
