import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import { useCartStore } from '@ps/shared/cart';
import type { OrderReturn, ReturnRequest } from '@ps/shared/schemas';
import { SESSION_ID_HEADER } from '@ps/shared/rules';
import { orderReturnKeys, orderReturnsPath } from './get-order-returns';

/**
 * POST /api/orders/{orderNumber}/returns. The browser that placed the order names itself, a signed-in
 * owner's session proves itself with its CSRF token, and a guest sends the order's e-mail.
 */
export function useRequestReturn(orderNumber: string) {
  const sessionId = useCartStore((state) => state.sessionId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReturnRequest) =>
      authRequest<{ return: OrderReturn }>(orderReturnsPath(orderNumber), {
        method: 'POST',
        body: request,
        headers: { [SESSION_ID_HEADER]: sessionId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderReturnKeys.all(orderNumber) }),
  });
}
