import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SelectField, TextField } from '@ps/shared/form';
import { INVENTORY_SORTS, INVENTORY_STATUSES, type InventorySort } from '@ps/shared/schemas';
import { Button } from '@ps/shared/ui';
import type { InventoryView } from '../lib/inventory-url';
import { INVENTORY_STATUS_NAMES } from './inventory-status-badge';

const Bar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  align-items: end;
`;

const Search = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  grid-column: 1 / -1;
  > :first-child {
    flex: 1;
  }
`;

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
  const [text, setText] = useState(view.q ?? '');
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() || undefined });
  };
  return (
    <Bar>
      <Search role="search" onSubmit={search}>
        <TextField
          label="Search stock"
          placeholder="Product, variant or SKU"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </Search>
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
    </Bar>
  );
}
