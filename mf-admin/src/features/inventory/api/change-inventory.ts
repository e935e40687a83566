import { authRequest } from '@ps/shared/api';
import type {
  BulkRestockBody,
  BulkThresholdBody,
  InventoryAdjustmentBody,
  InventoryBulkResponse,
  InventoryItemResponse,
} from '@ps/shared/console-schemas';
import { inventoryKeys } from './inventory-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** PUT /api/admin/inventory/{variantId} */
export const adjustInventory = (variantId: number, body: InventoryAdjustmentBody) =>
  authRequest<InventoryItemResponse>(`/api/admin/inventory/${variantId}`, { method: 'PUT', body });

export const restockInventory = (body: BulkRestockBody) =>
  authRequest<InventoryBulkResponse>('/api/admin/inventory/restock', { method: 'POST', body });

export const setThresholds = (body: BulkThresholdBody) =>
  authRequest<InventoryBulkResponse>('/api/admin/inventory/thresholds', { method: 'POST', body });

export const syncInventory = () => authRequest<InventoryBulkResponse>('/api/admin/inventory/sync', { method: 'POST' });

/** Every stock change moves the list, its figures and the variant's history, so all of it refreshes. */
export const useAdjustInventory = () =>
  useRefreshingMutation(inventoryKeys.all, ({ id, body }: { id: number; body: InventoryAdjustmentBody }) =>
    adjustInventory(id, body),
  );
export const useRestockInventory = () => useRefreshingMutation(inventoryKeys.all, restockInventory);
export const useSetThresholds = () => useRefreshingMutation(inventoryKeys.all, setThresholds);
export const useSyncInventory = () => useRefreshingMutation(inventoryKeys.all, syncInventory);
