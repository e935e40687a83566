import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminOrderResponse } from '@ps/shared/console-schemas';
import { adminOrderKeys } from './admin-order-keys';

/** GET /api/admin/orders/{id}: the order in full, with payment, staff timeline and notes. */
export const getAdminOrder = (id: number, signal?: AbortSignal) =>
  authRequest<AdminOrderResponse>(`/api/admin/orders/${id}`, { signal });

export const adminOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
  });

export const useAdminOrder = (id: number) => useQuery(adminOrderQueryOptions(id));
