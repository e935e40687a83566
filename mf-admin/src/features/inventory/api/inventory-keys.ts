import type { InventoryApiQuery } from '../lib/inventory-url';

export const inventoryKeys = {
  all: ['admin-inventory'] as const,
  list: (query: InventoryApiQuery) => [...inventoryKeys.all, 'list', query] as const,
  history: (variantId: number) => [...inventoryKeys.all, 'history', variantId] as const,
};
