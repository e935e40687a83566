import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys, requestFeaturedProductPage } from '@ps/shared/entity-queries';

const FEATURED_STALE_MS = 10 * 60_000;
const FEATURED_POOL = 12;

/** Enough featured products that four remain after leaving out what is already in the cart. */
export const featuredProductsQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.featuredPage(FEATURED_POOL),
    queryFn: () => requestFeaturedProductPage(FEATURED_POOL),
    staleTime: FEATURED_STALE_MS,
  });

export const useFeaturedProducts = () => useQuery(featuredProductsQueryOptions());
