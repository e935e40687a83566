import { adminProductStatuses } from '@ps/shared/console-schemas';
import type { ListFilters } from '../../../ui/list-filter-bar';
import type { ProductsView } from '../lib/products-url';

const STATUS_NAMES: Record<(typeof adminProductStatuses)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
  featured: 'Featured',
};

/** Products' search and status. */
export const PRODUCTS_FILTERS: ListFilters<ProductsView> = {
  search: { key: 'search', label: 'Search', type: 'search', placeholder: 'Name, slug or SKU' },
  choices: [{ key: 'status', label: 'Status', anyLabel: 'All', choices: adminProductStatuses, names: STATUS_NAMES }],
};
