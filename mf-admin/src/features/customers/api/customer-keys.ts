import type { ApiCustomersQuery } from '../lib/customers-url';

/** Every cached customer read hangs under ['admin', 'customers'], so one invalidation refreshes them all. */
export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (query: ApiCustomersQuery) => [...customerKeys.all, 'list', query] as const,
  detail: (key: string) => [...customerKeys.all, 'detail', key] as const,
};
