import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { InventoryHistoryResponse } from '@ps/shared/console-schemas';
import { inventoryKeys } from './inventory-keys';

/** GET /api/admin/inventory/{variantId}/adjustments: newest first. */
export const getInventoryHistory = (variantId: number, signal?: AbortSignal) =>
  authRequest<InventoryHistoryResponse>(`/api/admin/inventory/${variantId}/adjustments`, { signal });

export const inventoryHistoryQueryOptions = (variantId: number) =>
  queryOptions({
    queryKey: inventoryKeys.history(variantId),
    queryFn: ({ signal }) => getInventoryHistory(variantId, signal),
  });

export const useInventoryHistory = (variantId: number) => useQuery(inventoryHistoryQueryOptions(variantId));
