import { SelectField } from '@ps/shared/form';
import { INVENTORY_SORTS, INVENTORY_STATUSES, type InventorySort } from '@ps/shared/schemas';
import type { InventoryView } from '../lib/inventory-url';
import { INVENTORY_STATUS_NAMES } from './inventory-status-badge';
import { FilterBar, ListSearch } from '../../../ui/list-filters';

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
      <SelectField
        label="Stock status"
        value={view.status ?? ''}
        onChange={(event) => onChange({ status: INVENTORY_STATUSES.find((each) => each === event.target.value) })}
      >
        <option value="">All stock</option>
        {INVENTORY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {INVENTORY_STATUS_NAMES[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort by"
        value={view.sort}
        onChange={(event) => onChange({ sort: INVENTORY_SORTS.find((each) => each === event.target.value) })}
      >
        {INVENTORY_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_NAMES[sort]}
          </option>
        ))}
      </SelectField>
    </FilterBar>
  );
}
