import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@ps/shared/schemas';
import { categoryKeys, categoryPaths } from '@ps/shared/entity-queries';
import { catalogRequest } from './catalog-request';

const CATEGORY_STALE_MS = 15 * 60_000;

export interface CategoryDetail {
  category: Category;
  productCount: number;
}

export const getCategory = (slug: string): Promise<CategoryDetail> =>
  catalogRequest<CategoryDetail>(categoryPaths.detail(slug), 'Failed to fetch category', 'Category not found');

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: categoryKeys.detail(slug),
    queryFn: () => getCategory(slug),
    staleTime: CATEGORY_STALE_MS,
  });

export const useCategory = (slug: string) => useQuery(categoryQueryOptions(slug));
