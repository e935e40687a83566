import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@ps/shared/schemas';
import { productKeys, productPaths } from '@ps/shared/entity-queries';
import { catalogRequest } from './catalog-request';

const PRODUCT_STALE_MS = 10 * 60_000;

export async function getProduct(slug: string): Promise<Product> {
  const { product } = await catalogRequest<{ product: Product }>(
    productPaths.detail(slug),
    'Failed to fetch product',
    'Product not found',
  );
  return product;
}

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: productKeys.detail(slug),
    queryFn: () => getProduct(slug),
    staleTime: PRODUCT_STALE_MS,
  });

export const useProduct = (slug: string) => useQuery(productQueryOptions(slug));
