import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@ps/shared/api';
import { orderKeys } from '@ps/shared/entity-queries';
import type {
  OrderBalancePaid,
  OrderBalancePayment,
  OrderBalanceRedirect,
  OrderBalanceResponse,
} from '@ps/shared/schemas';

const balancePath = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/balance`;

/** GET /api/orders/{orderNumber}/balance?token=: what the mailed link asks for. */
export const orderBalanceQueryOptions = (orderNumber: string, token: string) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'balance', orderNumber, token] as const,
    queryFn: ({ signal }) =>
      apiRequest<OrderBalanceResponse>(`${balancePath(orderNumber)}?${new URLSearchParams({ token })}`, { signal }),
    retry: false,
  });

export const useOrderBalance = (orderNumber: string, token: string) =>
  useQuery({ ...orderBalanceQueryOptions(orderNumber, token), enabled: token !== '' });

/** POST /api/orders/{orderNumber}/balance: paid, or (PayPal through Stripe) where to approve it first. */
export function usePayOrderBalance(orderNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payment: OrderBalancePayment) =>
      apiRequest<OrderBalancePaid | OrderBalanceRedirect>(balancePath(orderNumber), { method: 'POST', body: payment }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
