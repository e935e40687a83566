import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminOrderResponse, OrderShipmentCreate } from '@ps/shared/console-schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { adminOrderKeys } from './admin-order-keys';

/** POST /api/admin/orders/{id}/shipments */
export const createOrderShipment = (id: number, shipment: OrderShipmentCreate) =>
  authRequest<AdminOrderResponse>(`/api/admin/orders/${id}/shipments`, { method: 'POST', body: shipment });

/** Lists and details refresh afterwards: the last parcel moves the order to shipped. */
export function useCreateOrderShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, shipment }: { id: number; shipment: OrderShipmentCreate }) => createOrderShipment(id, shipment),
    onSuccess: ({ order }) => writeAnswerToQuery(queryClient, adminOrderKeys.detail(order.id), { order }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
