import { adminProductStatuses } from '@ps/shared/console-schemas';
import { ListFilterBar } from '../../../ui/list-filter-bar';
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
    <ListFilterBar
      view={view}
      onChange={onChange}
      search={{ key: 'search', label: 'Search', type: 'search', placeholder: 'Name, slug or SKU' }}
      choices={[
        { key: 'status', label: 'Status', anyLabel: 'All', choices: adminProductStatuses, names: STATUS_NAMES },
      ]}
    />
  );
}
