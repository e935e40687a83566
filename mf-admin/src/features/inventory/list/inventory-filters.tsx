import { INVENTORY_SORTS, INVENTORY_STATUSES, type InventorySort } from '@ps/shared/console-schemas';
import type { InventoryView } from '../lib/inventory-url';
import { INVENTORY_STATUS_NAMES } from './inventory-status-badge';
import { FilterBar, FilterSelect, ListSearch, SortSelect } from '../../../ui/list-filters';

const SORT_NAMES: Record<InventorySort, string> = {
  product: 'Product name',
  available_asc: 'Fewest available',
  available_desc: 'Most available',
  sold_desc: 'Best selling',
  restocked_desc: 'Recently restocked',
};

interface Props {
  view: InventoryView;
  onChange: (next: Partial<InventoryView>) => void;
}

export function InventoryFilters({ view, onChange }: Props) {
  return (
    <FilterBar>
      <ListSearch
        label="Search stock"
        placeholder="Product, variant or SKU"
        query={view.q}
        onSearch={(q) => onChange({ q })}
      />
      <FilterSelect
        label="Stock status"
        anyLabel="All stock"
        choices={INVENTORY_STATUSES}
        names={INVENTORY_STATUS_NAMES}
        value={view.status}
        onChange={(status) => onChange({ status })}
      />
      <SortSelect
        label="Sort by"
        choices={INVENTORY_SORTS}
        names={SORT_NAMES}
        value={view.sort}
        onChange={(sort) => onChange({ sort })}
      />
    </FilterBar>
  );
}
