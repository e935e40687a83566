import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import { orderKeys } from '@ps/shared/entity-queries';
import type { OrderBalancePaid } from '@ps/shared/schemas';

/** POST /api/orders/{orderNumber}/balance/payment-return: the server asks the provider, and records the payment once. */
export function useFinishBalanceReturn(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiRequest<OrderBalancePaid>(`/api/orders/${encodeURIComponent(orderNumber)}/balance/payment-return`, {
        method: 'POST',
        body: { paymentId },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
