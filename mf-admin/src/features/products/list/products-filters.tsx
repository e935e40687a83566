import { adminProductStatuses } from '@ps/shared/console-schemas';
import { FilterBar, FilterSelect, ListSearch } from '../../../ui/list-filters';
import type { ProductsView } from '../lib/products-url';

const STATUS_NAMES: Record<(typeof adminProductStatuses)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
  featured: 'Featured',
};

interface Props {
  view: ProductsView;
  /** Any new filter starts again at page 1. */
  onChange: (next: Partial<ProductsView>) => void;
}

export function ProductsFilters({ view, onChange }: Props) {
  return (
    <FilterBar>
      <ListSearch
        label="Search"
        type="search"
        placeholder="Name, slug or SKU"
        query={view.search}
        onSearch={(search) => onChange({ search })}
      />
      <FilterSelect
        label="Status"
        choices={adminProductStatuses}
        names={STATUS_NAMES}
        value={view.status}
        anyLabel="All"
        onChange={(status) => onChange({ status })}
      />
    </FilterBar>
  );
}
