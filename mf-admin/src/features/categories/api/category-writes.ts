import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type {
  AdminCategoriesResponse,
  AdminCategoryInput,
  AdminCategoryResponse,
  CategoryBulkAction,
  CategoryBulkResult,
} from '@ps/shared/console-schemas';
import { filesBody, saveRecord } from '../../../lib/record-api/record-requests';
import { useRecordWrite } from '../../../lib/use-record-write';
import { adminCategoryKeys } from './admin-category-keys';

/** Every write refreshes the list and details afterwards: counts, figures and order move with it. */
const useCategoryWrite = <Variables, Answer>(write: (variables: Variables) => Promise<Answer>) =>
  useRecordWrite(adminCategoryKeys, 'category', write);

/** POST /api/admin/categories, or PUT /api/admin/categories/{id} when editing. */
export const useSaveCategory = (id: number | null) =>
  useCategoryWrite((body: AdminCategoryInput) =>
    saveRecord<AdminCategoryResponse>('/api/admin/categories', { id, body }),
  );

/** DELETE /api/admin/categories/{id}: refused with 409 while products are in it. */
export const useDeleteCategory = () =>
  useCategoryWrite((id: number) => authRequest<void>(`/api/admin/categories/${id}`, { method: 'DELETE' }));

/** POST /api/admin/categories/bulk */
export const useBulkCategories = () =>
  useCategoryWrite((action: CategoryBulkAction) =>
    authRequest<CategoryBulkResult>('/api/admin/categories/bulk', { method: 'POST', body: action }),
  );

/** PUT /api/admin/categories/order; the list shows the new order before the answer comes back. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryIds: number[]) =>
      authRequest<Pick<AdminCategoriesResponse, 'categories'>>('/api/admin/categories/order', {
        method: 'PUT',
        body: { categoryIds },
      }),
    onMutate: async (categoryIds) => {
      await queryClient.cancelQueries({ queryKey: adminCategoryKeys.list() });
      queryClient.setQueryData<AdminCategoriesResponse>(adminCategoryKeys.list(), (list) =>
        list
          ? {
              ...list,
              categories: categoryIds.flatMap((id) => list.categories.filter((category) => category.id === id)),
            }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
  });
}

/** PUT /api/admin/categories/{id}/image (multipart) and DELETE it. */
export function useCategoryImage(id: number) {
  const upload = useCategoryWrite((file: File) =>
    authRequest<AdminCategoryResponse>(`/api/admin/categories/${id}/image`, {
      method: 'PUT',
      body: filesBody('image', [file]),
    }),
  );
  const remove = useCategoryWrite(() =>
    authRequest<AdminCategoryResponse>(`/api/admin/categories/${id}/image`, { method: 'DELETE' }),
  );
  return { upload, remove };
}
