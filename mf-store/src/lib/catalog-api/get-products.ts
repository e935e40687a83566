import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { ProductListResponse } from '@ps/shared/schemas';

const PRODUCTS_STALE_MS = 5 * 60_000;

export interface ProductListParams {
  limit: number;
  offset: number;
}

export function getProducts({ limit, offset }: ProductListParams): Promise<ProductListResponse> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return apiRequest<ProductListResponse>(`/api/products?${query}`);
}

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: () => getProducts(params),
    staleTime: PRODUCTS_STALE_MS,
  });

export const useProducts = (params: ProductListParams) => useQuery(productsQueryOptions(params));
