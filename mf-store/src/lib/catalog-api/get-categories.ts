import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, CategoryListResponse } from '@ps/shared/schemas';
import { categoryKeys, categoryPaths } from '@ps/shared/entity-queries';
import { catalogRequest } from './catalog-request';

const CATEGORIES_STALE_MS = 15 * 60_000;

export async function getCategories(): Promise<Category[]> {
  const { categories } = await catalogRequest<CategoryListResponse>(
    categoryPaths.list({ includeProductCount: true }),
    'Failed to fetch categories',
  );
  return [...categories].sort((a, b) => a.displayOrder - b.displayOrder);
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.list({ includeProductCount: true }),
    queryFn: getCategories,
    staleTime: CATEGORIES_STALE_MS,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
