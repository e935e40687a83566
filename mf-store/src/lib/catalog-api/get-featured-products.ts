import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductListResponse } from '@ps/shared/schemas';
import { productKeys, productPaths } from '@ps/shared/entity-queries';
import { catalogRequest } from './catalog-request';

const FEATURED_STALE_MS = 10 * 60_000;

export async function getFeaturedProducts(limit: number): Promise<Product[]> {
  const { products } = await catalogRequest<ProductListResponse>(
    productPaths.featured(limit),
    'Failed to fetch featured products',
  );
  return products;
}

export const featuredProductsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: productKeys.featured(limit),
    queryFn: () => getFeaturedProducts(limit),
    staleTime: FEATURED_STALE_MS,
  });

export const useFeaturedProducts = (limit: number) => useQuery(featuredProductsQueryOptions(limit));
