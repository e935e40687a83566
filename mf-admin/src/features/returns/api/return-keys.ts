import type { ApiReturnsQuery } from '../lib/returns-url';

/** Every cached return read hangs under ['admin', 'returns'], so one invalidation refreshes them all. */
export const returnKeys = {
  all: ['admin', 'returns'] as const,
  list: (query: ApiReturnsQuery) => [...returnKeys.all, 'list', query] as const,
  detail: (id: number) => [...returnKeys.all, 'detail', id] as const,
};
