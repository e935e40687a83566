import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminCategoryResponse } from '@ps/shared/console-schemas';
import { adminCategoryKeys } from './admin-category-keys';

/** GET /api/admin/categories/{id} */
export const adminCategoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminCategoryKeys.detail(id),
    queryFn: ({ signal }) => authRequest<AdminCategoryResponse>(`/api/admin/categories/${id}`, { signal }),
  });

export const useAdminCategory = (id: number) => useQuery(adminCategoryQueryOptions(id));
