import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { ProductListResponse } from '@ps/shared/schemas';
import { productKeys, productPaths } from '@ps/shared/entity-queries';
import { toProductSearchParams, type ProductFilters } from '../catalog-model/product-filters';
import { catalogRequest } from './catalog-request';

const PRODUCTS_STALE_MS = 5 * 60_000;

export function getProducts(filters: ProductFilters, limit: number, offset: number): Promise<ProductListResponse> {
  const query = toProductSearchParams(filters);
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  return catalogRequest<ProductListResponse>(productPaths.list(query), 'Failed to fetch products');
}

/** Load More appends a page; new filters make a new key, which starts again at the first page. */
export const productPagesQueryOptions = (filters: ProductFilters, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: productKeys.list({ ...filters, pageSize }),
    queryFn: ({ pageParam }) => getProducts(filters, pageSize, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.pagination.hasMore ? pages.length * pageSize : undefined),
    staleTime: PRODUCTS_STALE_MS,
  });

/**
 * Leaves only the first cached page of a product list, so choosing those filters again (Clear all)
 * opens at its first page rather than at the many pages an earlier visit had loaded.
 */
export function keepFirstPage(queryClient: QueryClient, filters: ProductFilters, pageSize: number): void {
  queryClient.setQueryData(productPagesQueryOptions(filters, pageSize).queryKey, (data) =>
    data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
}

export function useProductPages(filters: ProductFilters, pageSize: number) {
  const query = useInfiniteQuery(productPagesQueryOptions(filters, pageSize));
  const products = query.data?.pages.flatMap((page) => page.products) ?? [];
  const total = query.data?.pages[0]?.pagination.total ?? 0;
  return {
    products,
    total,
    error: query.error,
    isPending: query.isPending,
    isSuccess: query.isSuccess,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
  };
}
