import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { Category } from '@ps/shared/schemas';

const CATEGORIES_STALE_MS = 15 * 60_000;

export async function getCategories(): Promise<Category[]> {
  const { categories } = await apiRequest<{ categories: Category[] }>('/api/categories?includeProductCount=true');
  return categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'list', { includeProductCount: true }],
    queryFn: getCategories,
    staleTime: CATEGORIES_STALE_MS,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
