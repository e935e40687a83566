import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminOrderResponse, OrderAddressChange, OrderLinesChange } from '@ps/shared/console-schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { adminOrderKeys } from './admin-order-keys';

/** PUT /api/admin/orders/{id}/shipping-address */
export const changeOrderAddress = (id: number, change: OrderAddressChange) =>
  authRequest<AdminOrderResponse>(`/api/admin/orders/${id}/shipping-address`, { method: 'PUT', body: change });

/** PUT /api/admin/orders/{id}/lines */
export const changeOrderLines = (id: number, change: OrderLinesChange) =>
  authRequest<AdminOrderResponse>(`/api/admin/orders/${id}/lines`, { method: 'PUT', body: change });

function useOrderEdit<Change>(send: (id: number, change: Change) => Promise<AdminOrderResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: Change }) => send(id, change),
    onSuccess: ({ order }) => writeAnswerToQuery(queryClient, adminOrderKeys.detail(order.id), { order }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}

export const useChangeOrderAddress = () => useOrderEdit(changeOrderAddress);
export const useChangeOrderLines = () => useOrderEdit(changeOrderLines);
