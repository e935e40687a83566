import type { AdminProductsQuery } from '@ps/shared/console-schemas';

/** Every cached admin product read hangs under ['admin', 'products'], so one invalidation refreshes them all. */
export const adminProductKeys = {
  all: ['admin', 'products'] as const,
  list: (query: AdminProductsQuery) => [...adminProductKeys.all, 'list', query] as const,
  detail: (id: number) => [...adminProductKeys.all, 'detail', id] as const,
};
