import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@ps/shared/schemas';
import { productKeys, productPaths } from '@ps/shared/entity-queries';
import { catalogRequest } from './catalog-request';

const RELATED_STALE_MS = 10 * 60_000;

/** The spec reads the answer "as an array or an object; read as products". */
export async function getRelatedProducts(productId: number, limit: number): Promise<Product[]> {
  const answer = await catalogRequest<Product[] | { products: Product[] }>(
    productPaths.related(productId, limit),
    'Failed to fetch related products',
  );
  return Array.isArray(answer) ? answer : answer.products;
}

export const relatedProductsQueryOptions = (productId: number, limit: number) =>
  queryOptions({
    queryKey: productKeys.related(productId, limit),
    queryFn: () => getRelatedProducts(productId, limit),
    staleTime: RELATED_STALE_MS,
  });

export const useRelatedProducts = (productId: number, limit: number) =>
  useQuery(relatedProductsQueryOptions(productId, limit));
