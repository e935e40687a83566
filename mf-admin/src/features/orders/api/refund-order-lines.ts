import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminOrderResponse, OrderRefundRequest } from '@ps/shared/console-schemas';
import { writeAnswerToQuery } from '@ps/shared/query';
import { adminOrderKeys } from './admin-order-keys';

/** POST /api/admin/orders/{id}/refunds */
export const refundOrderLines = (id: number, refund: OrderRefundRequest) =>
  authRequest<AdminOrderResponse>(`/api/admin/orders/${id}/refunds`, { method: 'POST', body: refund });

/** Lists and details refresh afterwards: a refund moves the payment status and the shop's figures. */
export function useRefundOrderLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, refund }: { id: number; refund: OrderRefundRequest }) => refundOrderLines(id, refund),
    onSuccess: ({ order }) => writeAnswerToQuery(queryClient, adminOrderKeys.detail(order.id), { order }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}
