import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminCategoriesResponse } from '@ps/shared/console-schemas';
import { adminCategoryKeys } from './admin-category-keys';

/** GET /api/admin/categories: every category in display order, with the list's figures. */
export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminCategoryKeys.list(),
    queryFn: ({ signal }) => authRequest<AdminCategoriesResponse>('/api/admin/categories', { signal }),
  });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
