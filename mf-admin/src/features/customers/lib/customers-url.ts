import {
  ADMIN_CUSTOMER_SORTS,
  ADMIN_CUSTOMERS_DEFAULT_PAGE_SIZE,
  ADMIN_CUSTOMERS_PAGE_SIZES,
  CUSTOMER_KINDS,
  NEWSLETTER_FILTERS,
  type AdminCustomerSort,
  type CustomerKind,
  type NewsletterFilter,
} from '@ps/shared/schemas';

/** The list as the address bar keeps it, so a filtered page can be reloaded, shared and gone back to. */
export interface CustomersView {
  page: number;
  pageSize: number;
  sort: AdminCustomerSort;
  kind?: CustomerKind;
  newsletter?: NewsletterFilter;
  q?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((each) => each === value);

export function readCustomersView(params: URLSearchParams): CustomersView {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: ADMIN_CUSTOMERS_PAGE_SIZES.find((each) => each === size) ?? ADMIN_CUSTOMERS_DEFAULT_PAGE_SIZE,
    sort: oneOf(ADMIN_CUSTOMER_SORTS, params.get('sort')) ?? 'last_order',
    kind: oneOf(CUSTOMER_KINDS, params.get('kind')),
    newsletter: oneOf(NEWSLETTER_FILTERS, params.get('newsletter')),
    q: params.get('q')?.trim() || undefined,
  };
}

export function toSearchParams(values: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

/** Only what differs from the defaults goes into the address. */
export function writeCustomersView(view: CustomersView): URLSearchParams {
  return toSearchParams({
    page: view.page > 1 ? view.page : undefined,
    size: view.pageSize !== ADMIN_CUSTOMERS_DEFAULT_PAGE_SIZE ? view.pageSize : undefined,
    sort: view.sort !== 'last_order' ? view.sort : undefined,
    kind: view.kind,
    newsletter: view.newsletter,
    q: view.q,
  });
}

export type ApiCustomersQuery = Omit<CustomersView, 'page' | 'pageSize'> & { limit: number; offset: number };

export const toApiQuery = ({ page, pageSize, ...filter }: CustomersView): ApiCustomersQuery => ({
  ...filter,
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/** GET /api/admin/customers/export: the filter's CSV, or only the chosen customers' when keys are given. */
export function exportCustomersUrl({ kind, newsletter, q, sort }: ApiCustomersQuery, keys?: readonly string[]) {
  const params = toSearchParams({ kind, newsletter, q, sort, format: 'csv', keys: keys?.join(',') });
  return `/api/admin/customers/export?${params}`;
}
