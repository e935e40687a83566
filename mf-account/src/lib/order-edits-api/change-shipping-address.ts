import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import { orderKeys } from '@ps/shared/entity-queries';
import type { OrderAddressEdit, OrderDetailResponse } from '@ps/shared/schemas';

/** PUT /api/orders/{orderNumber}/shipping-address: the order's e-mail proves it is the buyer asking. */
export const changeShippingAddress = (orderNumber: string, edit: OrderAddressEdit) =>
  apiRequest<OrderDetailResponse>(`/api/orders/${encodeURIComponent(orderNumber)}/shipping-address`, {
    method: 'PUT',
    body: edit,
  });

export function useChangeShippingAddress(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: OrderAddressEdit) => changeShippingAddress(orderNumber, edit),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
