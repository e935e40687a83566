import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import { useCartStore } from '@ps/shared/cart';
import type { OrderReturn, ReturnWithdrawal } from '@ps/shared/schemas';
import { orderKeys } from '@ps/shared/entity-queries';
import { SESSION_ID_HEADER } from '@ps/shared/rules';
import { orderReturnsPath } from './get-order-returns';

/**
 * POST /api/orders/{orderNumber}/returns/{id}/withdraw, proven as a request is (the browser that
 * placed the order, a signed-in owner's CSRF token, or a guest's e-mail). The order's own page
 * reads again too: a withdrawn exchange changes its lines, total and balance.
 */
export function useWithdrawReturn(orderNumber: string, id: number) {
  const sessionId = useCartStore((state) => state.sessionId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnWithdrawal) =>
      authRequest<{ return: OrderReturn }>(`${orderReturnsPath(orderNumber)}/${id}/withdraw`, {
        method: 'POST',
        body,
        headers: { [SESSION_ID_HEADER]: sessionId },
      }),
    // orderKeys.all covers this order's returns too (['orders', 'returns', number]).
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
