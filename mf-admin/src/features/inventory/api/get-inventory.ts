import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AdminInventoryResponse } from '@ps/shared/console-schemas';
import { toSearchParams } from '../../../lib/list-url';
import type { InventoryApiQuery } from '../lib/inventory-url';
import { inventoryKeys } from './inventory-keys';

/** GET /api/admin/inventory: one page of variants and the shop's stock figures. */
export const getInventory = (query: InventoryApiQuery, signal?: AbortSignal) =>
  authRequest<AdminInventoryResponse>(`/api/admin/inventory?${toSearchParams(query)}`, { signal });

export const inventoryQueryOptions = (query: InventoryApiQuery) =>
  queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => getInventory(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInventory = (query: InventoryApiQuery) => useQuery(inventoryQueryOptions(query));

/** The report as a file: the list's filter, every row. */
export const exportInventoryUrl = ({ status, q, sort }: InventoryApiQuery) =>
  `/api/admin/inventory/export?${toSearchParams({ status, q, sort })}`;
