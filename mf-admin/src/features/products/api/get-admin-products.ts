import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminProductsQuery, AdminProductsResponse } from '@ps/shared/console-schemas';
import { adminProductKeys } from './admin-product-keys';

const toSearch = (query: AdminProductsQuery) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** GET /api/admin/products: one page of the filtered list and the catalog's figures. */
export const adminProductsQueryOptions = (query: AdminProductsQuery) =>
  queryOptions({
    queryKey: adminProductKeys.list(query),
    queryFn: ({ signal }) => authRequest<AdminProductsResponse>(`/api/admin/products?${toSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminProducts = (query: AdminProductsQuery) => useQuery(adminProductsQueryOptions(query));
