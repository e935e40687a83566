import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetailResponse } from '@ps/shared/schemas';
import { sessionRequest } from '@ps/shared/cart';
import { orderKeys, orderPaths } from '@ps/shared/entity-queries';

/** The confirmation shows the real order this browser just placed. */
export const placedOrderQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: orderKeys.placed(orderNumber),
    queryFn: () => sessionRequest<OrderDetailResponse>(orderPaths.detail(orderNumber)),
    enabled: orderNumber.length > 0,
    staleTime: 60_000,
  });

export const usePlacedOrder = (orderNumber: string) => useQuery(placedOrderQueryOptions(orderNumber));
