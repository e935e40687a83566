import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminReturnsResponse } from '@ps/shared/console-schemas';
import { toSearchParams } from '../../../lib/list-url';
import type { ApiReturnsQuery } from '../lib/returns-url';
import { returnKeys } from './return-keys';

/** GET /api/admin/returns: one page of the requests, newest first. */
export const getReturns = (query: ApiReturnsQuery, signal?: AbortSignal) =>
  authRequest<AdminReturnsResponse>(`/api/admin/returns?${toSearchParams(query)}`, { signal });

export const returnsQueryOptions = (query: ApiReturnsQuery) =>
  queryOptions({
    queryKey: returnKeys.list(query),
    queryFn: ({ signal }) => getReturns(query, signal),
    placeholderData: keepPreviousData,
  });

export const useReturns = (query: ApiReturnsQuery) => useQuery(returnsQueryOptions(query));
