import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import type { CategoryListResponse } from '@ps/shared/schemas';

/** GET /api/categories: the store's categories, for the product form's select. */
export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'products', 'category-options'] as const,
    queryFn: ({ signal }) => apiRequest<CategoryListResponse>('/api/categories', { signal }),
  });

export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());
