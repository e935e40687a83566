import { SelectField } from '@ps/shared/form';
import { CUSTOMER_KINDS, NEWSLETTER_FILTERS, type AdminCustomerSort } from '@ps/shared/schemas';
import type { CustomersView } from '../lib/customers-url';
import { FilterBar, ListSearch } from '../../../ui/list-filters';

const SORT_NAMES: Record<AdminCustomerSort, string> = {
  last_order: 'Latest order',
  lifetime_value: 'Highest lifetime value',
  orders: 'Most orders',
  name: 'Name A–Z',
  email: 'E-mail A–Z',
};

const KIND_NAMES = { account: 'Accounts', guest: 'Guests' } as const;
const NEWSLETTER_NAMES = { subscribed: 'Subscribed', not_subscribed: 'Not subscribed' } as const;

interface Props {
  view: CustomersView;
  /** Any new filter starts again at page 1. */
  onChange: (next: Partial<CustomersView>) => void;
}

export function CustomersFilters({ view, onChange }: Props) {
  return (
    <FilterBar>
      <ListSearch
        label="Search customers"
        placeholder="Name or e-mail"
        query={view.q}
        onSearch={(q) => onChange({ q })}
      />
      <SelectField
        label="Type"
        value={view.kind ?? ''}
        onChange={(event) => onChange({ kind: CUSTOMER_KINDS.find((each) => each === event.target.value) })}
      >
        <option value="">All types</option>
        {CUSTOMER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {KIND_NAMES[kind]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Newsletter"
        value={view.newsletter ?? ''}
        onChange={(event) => onChange({ newsletter: NEWSLETTER_FILTERS.find((each) => each === event.target.value) })}
      >
        <option value="">Any</option>
        {NEWSLETTER_FILTERS.map((state) => (
          <option key={state} value={state}>
            {NEWSLETTER_NAMES[state]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Sort"
        value={view.sort}
        onChange={(event) => onChange({ sort: event.target.value as AdminCustomerSort })}
      >
        {Object.entries(SORT_NAMES).map(([sort, name]) => (
          <option key={sort} value={sort}>
            {name}
          </option>
        ))}
      </SelectField>
    </FilterBar>
  );
}
