import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { ProductListResponse } from '@ps/shared/schemas';

const FEATURED_STALE_MS = 10 * 60_000;
const FEATURED_POOL = 12;

/** Enough featured products that four remain after leaving out what is already in the cart. */
export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'featured', { limit: FEATURED_POOL }],
    queryFn: () => apiRequest<ProductListResponse>(`/api/products?featured=true&limit=${FEATURED_POOL}`),
    staleTime: FEATURED_STALE_MS,
  });

export const useFeaturedProducts = () => useQuery(featuredProductsQueryOptions());
