import { CUSTOMER_KINDS, NEWSLETTER_FILTERS, type AdminCustomerSort } from '@ps/shared/console-schemas';
import type { CustomersView } from '../lib/customers-url';
import type { ListFilters } from '../../../ui/list-filter-bar';

const SORT_NAMES: Record<AdminCustomerSort, string> = {
  last_order: 'Latest order',
  lifetime_value: 'Highest lifetime value',
  orders: 'Most orders',
  name: 'Name A–Z',
  email: 'E-mail A–Z',
};

const SORTS = Object.keys(SORT_NAMES) as AdminCustomerSort[];

const KIND_NAMES = { account: 'Accounts', guest: 'Guests' } as const;
const NEWSLETTER_NAMES = { subscribed: 'Subscribed', not_subscribed: 'Not subscribed' } as const;

/** Customers' search, type, newsletter and order. */
export const CUSTOMERS_FILTERS: ListFilters<CustomersView> = {
  search: { key: 'q', label: 'Search customers', placeholder: 'Name or e-mail' },
  choices: [
    { key: 'kind', label: 'Type', anyLabel: 'All types', choices: CUSTOMER_KINDS, names: KIND_NAMES },
    {
      key: 'newsletter',
      label: 'Newsletter',
      anyLabel: 'Any',
      choices: NEWSLETTER_FILTERS,
      names: NEWSLETTER_NAMES,
    },
    { key: 'sort', label: 'Sort', choices: SORTS, names: SORT_NAMES },
  ],
};
