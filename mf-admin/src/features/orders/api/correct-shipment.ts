import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminOrderResponse, ShipmentCorrection } from '@ps/shared/console-schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { adminOrderKeys } from './admin-order-keys';

/** PUT /api/admin/orders/{id}/shipment */
export const correctShipment = (id: number, fix: ShipmentCorrection) =>
  authRequest<AdminOrderResponse>(`/api/admin/orders/${id}/shipment`, { method: 'PUT', body: fix });

export function useCorrectShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fix }: { id: number; fix: ShipmentCorrection }) => correctShipment(id, fix),
    onSuccess: ({ order }) => writeAnswerToQuery(queryClient, adminOrderKeys.detail(order.id), { order }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
