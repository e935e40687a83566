import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminCustomerResponse } from '@ps/shared/console-schemas';
import { customerKeys } from './customer-keys';

/** GET /api/admin/customers/{key}: the customer with their orders, addresses and newsletter. */
export const getCustomer = (key: string, signal?: AbortSignal) =>
  authRequest<AdminCustomerResponse>(`/api/admin/customers/${encodeURIComponent(key)}`, { signal });

export const customerQueryOptions = (key: string) =>
  queryOptions({ queryKey: customerKeys.detail(key), queryFn: ({ signal }) => getCustomer(key, signal) });

export const useCustomer = (key: string) => useQuery(customerQueryOptions(key));

/** GET /api/admin/customers/{key}/data: the browser downloads the JSON (admins only). */
export const customerDataUrl = (key: string) => `/api/admin/customers/${encodeURIComponent(key)}/data`;
