import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminOrderResponse } from '@ps/shared/console-schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { adminOrderKeys } from './admin-order-keys';

/** POST /api/admin/orders/{id}/notes: an internal note the customer never sees. */
export const addStaffNote = (id: number, body: string) =>
  authRequest<AdminOrderResponse>(`/api/admin/orders/${id}/notes`, { method: 'POST', body: { body } });

export function useAddStaffNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addStaffNote(id, body),
    onSuccess: (answer) => writeAnswerToQuery(queryClient, adminOrderKeys.detail(id), answer),
  });
}
