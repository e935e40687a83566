import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminOrderResponse, ParcelCorrection } from '@ps/shared/console-schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { adminOrderKeys } from './admin-order-keys';

interface Fix {
  id: number;
  shipmentId: number;
  fix: ParcelCorrection;
}

/** PUT /api/admin/orders/{id}/shipments/{shipmentId} */
export const correctParcel = ({ id, shipmentId, fix }: Fix) =>
  authRequest<AdminOrderResponse>(`/api/admin/orders/${id}/shipments/${shipmentId}`, { method: 'PUT', body: fix });

export function useCorrectParcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctParcel,
    onSuccess: ({ order }) => writeAnswerToQuery(queryClient, adminOrderKeys.detail(order.id), { order }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
