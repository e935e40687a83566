import {
  ADMIN_CUSTOMER_SORTS,
  ADMIN_CUSTOMERS_DEFAULT_PAGE_SIZE,
  ADMIN_CUSTOMERS_PAGE_SIZES,
  CUSTOMER_KINDS,
  NEWSLETTER_FILTERS,
  type AdminCustomerSort,
  type CustomerKind,
  type NewsletterFilter,
} from '@ps/shared/console-schemas';
import {
  listPageParams,
  oneOf,
  readListPage,
  readListQuery,
  toSearchParams,
  type ApiListQuery,
  type ListPage,
} from '../../../lib/list-url';

/** The list as the address bar keeps it, so a filtered page can be reloaded, shared and gone back to. */
export interface CustomersView extends ListPage {
  sort: AdminCustomerSort;
  kind?: CustomerKind;
  newsletter?: NewsletterFilter;
  q?: string;
}

export const readCustomersView = (params: URLSearchParams): CustomersView => ({
  ...readListPage(params, ADMIN_CUSTOMERS_PAGE_SIZES, ADMIN_CUSTOMERS_DEFAULT_PAGE_SIZE),
  sort: oneOf(ADMIN_CUSTOMER_SORTS, params.get('sort')) ?? 'last_order',
  kind: oneOf(CUSTOMER_KINDS, params.get('kind')),
  newsletter: oneOf(NEWSLETTER_FILTERS, params.get('newsletter')),
  q: readListQuery(params),
});

/** Only what differs from the defaults goes into the address. */
export const writeCustomersView = (view: CustomersView): URLSearchParams =>
  toSearchParams({
    ...listPageParams(view, ADMIN_CUSTOMERS_DEFAULT_PAGE_SIZE),
    sort: view.sort !== 'last_order' ? view.sort : undefined,
    kind: view.kind,
    newsletter: view.newsletter,
    q: view.q,
  });

export type ApiCustomersQuery = ApiListQuery<CustomersView>;

/** GET /api/admin/customers/export: the filter's CSV, or only the chosen customers' when keys are given. */
export function exportCustomersUrl({ kind, newsletter, q, sort }: ApiCustomersQuery, keys?: readonly string[]) {
  const params = toSearchParams({ kind, newsletter, q, sort, format: 'csv', keys: keys?.join(',') });
  return `/api/admin/customers/export?${params}`;
}
