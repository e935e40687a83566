import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminProductResponse } from '@ps/shared/console-schemas';
import { adminProductKeys } from './admin-product-keys';

/** GET /api/admin/products/{id} */
export const adminProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => authRequest<AdminProductResponse>(`/api/admin/products/${id}`, { signal }),
  });

export const useAdminProduct = (id: number) => useQuery(adminProductQueryOptions(id));
