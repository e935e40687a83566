import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountSession, type AccountUser } from '@ps/shared/account';
import { useCartStore } from '@ps/shared/cart';
import type { OrdersResponse } from '@ps/shared/schemas';
import { accountKeys, orderKeys } from '@ps/shared/entity-queries';
import { toOrdersApiParams, type OrderHistoryQuery } from '../order-model/order-history-query';
import { ordersRequest } from './orders-request';

/** Staff change statuses; a minute-old list is still fine for a shopper. */
const ORDERS_STALE_MS = 60_000;

/** Whose orders: the signed-in account's, from any device, or this browser's guest orders. */
export type OrdersOwner = { account: string } | { sessionId: string };

function ordersPath(owner: OrdersOwner): string {
  return 'account' in owner ? '/api/account/orders' : '/api/orders';
}

export function getOrders(query: OrderHistoryQuery, owner: OrdersOwner, signal?: AbortSignal): Promise<OrdersResponse> {
  const sessionId = 'sessionId' in owner ? owner.sessionId : undefined;
  return ordersRequest<OrdersResponse>(
    `${ordersPath(owner)}?${toOrdersApiParams(query)}`,
    sessionId,
    'Failed to fetch orders',
    signal,
  );
}

/** The previous page stays on screen while the next one loads, so paging does not flash skeletons. */
export const ordersQueryOptions = (query: OrderHistoryQuery, owner: OrdersOwner) =>
  queryOptions({
    queryKey: orderKeys.list({ ...query, ...owner }),
    queryFn: ({ signal }) => getOrders(query, owner, signal),
    staleTime: ORDERS_STALE_MS,
    placeholderData: keepPreviousData,
  });

/**
 * Whose orders this page lists, once the header's session check has answered. A page the server
 * drew for a signed-in customer (decision 065) names them: its list shows while the check is out.
 */
export function useOrdersOwner(): OrdersOwner | undefined {
  const session = useAccountSession();
  const sessionId = useCartStore((state) => state.sessionId);
  const drawnFor = useQueryClient().getQueryData<AccountUser>(accountKeys.drawnFor);
  if (session.status === 'checking') return drawnFor ? { account: drawnFor.email } : undefined;
  return session.status === 'signed-in' ? { account: session.user.email } : { sessionId };
}

/** Nothing is asked while the session check is out, so a signed-in customer never sees guest orders flash by. */
const NOBODY_YET: OrdersOwner = { sessionId: '' };

export function useOrders(query: OrderHistoryQuery) {
  const owner = useOrdersOwner();
  return useQuery({ ...ordersQueryOptions(query, owner ?? NOBODY_YET), enabled: owner !== undefined });
}
