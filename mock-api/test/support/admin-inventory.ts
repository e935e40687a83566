import { expect } from 'vitest';
import {
  inventoryItemResponseSchema,
  type InventoryAdjustmentBody,
  type InventoryItem,
} from '@ps/shared/console-schemas';
import type { Browser } from './browser';

/** Staff's update dialog: the figures wanted, sent with the ones the dialog was opened with. */
export async function adjustStock(
  staff: Browser,
  item: InventoryItem,
  change: Partial<Omit<InventoryAdjustmentBody, 'basis'>>,
): Promise<Response> {
  const body: InventoryAdjustmentBody = {
    available: item.available,
    reserved: item.reserved,
    lowStockThreshold: item.lowStockThreshold,
    basis: { available: item.available, reserved: item.reserved },
    ...change,
  };
  return staff.call('PUT', `/api/admin/inventory/${item.id}`, { body });
}

export async function readItem(staff: Browser, variantId: number): Promise<InventoryItem> {
  const response = await staff.get(`/api/admin/inventory/${variantId}`);
  expect(response.status).toBe(200);
  return inventoryItemResponseSchema.parse(await response.json()).item;
}
