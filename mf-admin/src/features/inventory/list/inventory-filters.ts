import { INVENTORY_SORTS, INVENTORY_STATUSES, type InventorySort } from '@ps/shared/console-schemas';
import type { InventoryView } from '../lib/inventory-url';
import { INVENTORY_STATUS_NAMES } from './inventory-status-badge';
import type { ListFilters } from '../../../ui/list-filter-bar';

const SORT_NAMES: Record<InventorySort, string> = {
  product: 'Product name',
  available_asc: 'Fewest available',
  available_desc: 'Most available',
  sold_desc: 'Best selling',
  restocked_desc: 'Recently restocked',
};

/** Inventory's search, stock status and order. */
export const INVENTORY_FILTERS: ListFilters<InventoryView> = {
  search: { key: 'q', label: 'Search stock', placeholder: 'Product, variant or SKU' },
  choices: [
    {
      key: 'status',
      label: 'Stock status',
      anyLabel: 'All stock',
      choices: INVENTORY_STATUSES,
      names: INVENTORY_STATUS_NAMES,
    },
    { key: 'sort', label: 'Sort by', choices: INVENTORY_SORTS, names: SORT_NAMES },
  ],
};
