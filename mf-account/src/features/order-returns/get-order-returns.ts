import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCartStore } from '@ps/shared/cart';
import type { OrderReturnsResponse } from '@ps/shared/schemas';
import { ordersRequest } from '../../lib/orders-api/orders-request';

/** Every cached read of an order's returns hangs under ['orders', 'returns', number]. */
export const orderReturnKeys = {
  all: (orderNumber: string) => ['orders', 'returns', orderNumber] as const,
  of: (orderNumber: string, email: string | undefined, sessionId: string) =>
    [...orderReturnKeys.all(orderNumber), { email, sessionId }] as const,
};

export const orderReturnsPath = (orderNumber: string, email?: string) =>
  `/api/orders/${encodeURIComponent(orderNumber)}/returns${email ? `?${new URLSearchParams({ email })}` : ''}`;

/** GET /api/orders/{orderNumber}/returns: the order's requests, its window, and what each line may still ask. */
export const orderReturnsQueryOptions = (orderNumber: string, email: string | undefined, sessionId: string) =>
  queryOptions({
    queryKey: orderReturnKeys.of(orderNumber, email, sessionId),
    queryFn: ({ signal }) =>
      ordersRequest<OrderReturnsResponse>(
        orderReturnsPath(orderNumber, email),
        sessionId,
        'We could not load the returns of this order.',
        signal,
      ),
  });

export function useOrderReturns(orderNumber: string, email: string | undefined, enabled: boolean) {
  const sessionId = useCartStore((state) => state.sessionId);
  return useQuery({ ...orderReturnsQueryOptions(orderNumber, email, sessionId), enabled });
}
