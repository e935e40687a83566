import {
  ADMIN_CUSTOMER_SORTS,
  ADMIN_CUSTOMERS_DEFAULT_PAGE_SIZE,
  ADMIN_CUSTOMERS_PAGE_SIZES,
  CUSTOMER_KINDS,
  NEWSLETTER_FILTERS,
} from '@ps/shared/console-schemas';
import { toSearchParams, type ApiListQuery } from '../../../lib/list-url';
import { choice, defineListView, optionalChoice, searchText, paged, type ViewOf } from '../../../lib/list-view';

const fields = {
  ...paged(ADMIN_CUSTOMERS_PAGE_SIZES, ADMIN_CUSTOMERS_DEFAULT_PAGE_SIZE),
  sort: choice(ADMIN_CUSTOMER_SORTS, 'last_order'),
  kind: optionalChoice(CUSTOMER_KINDS),
  newsletter: optionalChoice(NEWSLETTER_FILTERS),
  q: searchText(),
};

/** The list as the address bar keeps it, so a filtered page can be reloaded, shared and gone back to. */
export type CustomersView = ViewOf<typeof fields>;
export const customersView = defineListView(fields);
export const { read: readCustomersView, write: writeCustomersView } = customersView;

export type ApiCustomersQuery = ApiListQuery<CustomersView>;

/** GET /api/admin/customers/export: the filter's CSV, or only the chosen customers' when keys are given. */
export function exportCustomersUrl({ kind, newsletter, q, sort }: ApiCustomersQuery, keys?: readonly string[]) {
  const params = toSearchParams({ kind, newsletter, q, sort, format: 'csv', keys: keys?.join(',') });
  return `/api/admin/customers/export?${params}`;
}
