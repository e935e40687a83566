import { queryOptions } from '@tanstack/react-query';
import type { OrderDetailResponse } from '@ps/shared/schemas';
import { ORDER_MESSAGES, ORDER_NUMBER_PATTERN } from '@ps/shared/rules';
import { orderKeys, orderPaths } from '@ps/shared/entity-queries';
import type { OrdersOwner } from './get-orders';
import { ordersRequest } from './orders-request';

const ORDER_STALE_MS = 60_000;

/**
 * Full details for the browser that placed the order or with its e-mail; masked otherwise.
 * A number that cannot exist is not sent, which spares the API's lookup budget.
 */
export function getOrder(
  orderNumber: string,
  email: string | undefined,
  sessionId: string,
  signal?: AbortSignal,
): Promise<OrderDetailResponse> {
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) return Promise.reject(new Error(ORDER_MESSAGES.notFound));
  return ordersRequest<OrderDetailResponse>(
    orderPaths.detail(orderNumber, email),
    sessionId,
    ORDER_MESSAGES.notFound,
    signal,
  );
}

/**
 * Keyed by whose lookup it is: a signed-in customer's under their account, the key the server seeds
 * when it draws the page for them (decision 065). The request always names this browser too, so an
 * order it placed as a guest still shows in full. While an e-mail is checked the masked order stays
 * on screen; another order number never shows the last one.
 */
export const orderQueryOptions = (
  orderNumber: string,
  email: string | undefined,
  owner: OrdersOwner,
  sessionId: string,
) =>
  // The browser's session id changes only with the account (sign-in takes the account's, sign-out a new one),
  // so a signed-in customer's lookup needs no key of it, and the server can seed theirs.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  queryOptions({
    queryKey: orderKeys.lookup(orderNumber, { email, ...owner }),
    queryFn: ({ signal }) => getOrder(orderNumber, email, sessionId, signal),
    staleTime: ORDER_STALE_MS,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === orderNumber ? previous : undefined),
  });
