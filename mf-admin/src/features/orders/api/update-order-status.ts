import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminOrderResponse, OrderStatusChange } from '@ps/shared/console-schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { adminOrderKeys } from './admin-order-keys';

/** PUT /api/admin/orders/{id}/status */
export const updateOrderStatus = (id: number, change: OrderStatusChange) =>
  authRequest<AdminOrderResponse>(`/api/admin/orders/${id}/status`, { method: 'PUT', body: change });

/** Lists and details refresh afterwards: the change moves figures, filters and the timeline. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: OrderStatusChange }) => updateOrderStatus(id, change),
    onSuccess: ({ order }) => writeAnswerToQuery(queryClient, adminOrderKeys.detail(order.id), { order }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
