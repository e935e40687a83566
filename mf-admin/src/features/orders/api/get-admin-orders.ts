import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminOrdersResponse } from '@ps/shared/console-schemas';
import { toSearchParams } from '../../../lib/list-url';
import type { ApiOrdersQuery } from '../lib/orders-url';
import { adminOrderKeys } from './admin-order-keys';

/** GET /api/admin/orders: one page of the filtered list and the shop's figures. */
export const getAdminOrders = (query: ApiOrdersQuery, signal?: AbortSignal) =>
  authRequest<AdminOrdersResponse>(`/api/admin/orders?${toSearchParams(query)}`, { signal });

/** The page on screen stays while the next one loads, so paging does not flash skeletons. */
export const adminOrdersQueryOptions = (query: ApiOrdersQuery) =>
  queryOptions({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminOrders = (query: ApiOrdersQuery) => useQuery(adminOrdersQueryOptions(query));
