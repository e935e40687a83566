import type { ApiOrdersQuery } from '../lib/orders-url';

/** Every cached admin order read hangs under ['admin', 'orders'], so one invalidation refreshes them all. */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (query: ApiOrdersQuery) => [...adminOrderKeys.lists(), query] as const,
  detail: (id: number) => [...adminOrderKeys.all, 'detail', id] as const,
};
