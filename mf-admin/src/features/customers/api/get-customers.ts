import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminCustomersResponse } from '@ps/shared/console-schemas';
import { toSearchParams } from '../../../lib/list-url';
import type { ApiCustomersQuery } from '../lib/customers-url';
import { customerKeys } from './customer-keys';

/** GET /api/admin/customers: one page of the filtered list. */
export const getCustomers = (query: ApiCustomersQuery, signal?: AbortSignal) =>
  authRequest<AdminCustomersResponse>(`/api/admin/customers?${toSearchParams(query)}`, { signal });

/** The page on screen stays while the next one loads, so paging does not flash skeletons. */
export const customersQueryOptions = (query: ApiCustomersQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => getCustomers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (query: ApiCustomersQuery) => useQuery(customersQueryOptions(query));
