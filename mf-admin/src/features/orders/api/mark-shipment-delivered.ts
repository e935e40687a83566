import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminOrderResponse, ShipmentDelivered } from '@ps/shared/console-schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { adminOrderKeys } from './admin-order-keys';

interface Delivery {
  id: number;
  shipmentId: number;
  body: ShipmentDelivered;
}

/** POST /api/admin/orders/{id}/shipments/{shipmentId}/delivered */
export const markShipmentDelivered = ({ id, shipmentId, body }: Delivery) =>
  authRequest<AdminOrderResponse>(`/api/admin/orders/${id}/shipments/${shipmentId}/delivered`, {
    method: 'POST',
    body,
  });

/** Lists and details refresh afterwards: the last parcel delivered delivers the order. */
export function useMarkShipmentDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markShipmentDelivered,
    onSuccess: ({ order }) => writeAnswerToQuery(queryClient, adminOrderKeys.detail(order.id), { order }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
