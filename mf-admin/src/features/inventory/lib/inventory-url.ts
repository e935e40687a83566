import {
  ADMIN_ORDERS_DEFAULT_PAGE_SIZE,
  ADMIN_ORDERS_PAGE_SIZES,
  INVENTORY_SORTS,
  INVENTORY_STATUSES,
  type InventorySort,
  type InventoryStatus,
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

/** The list as the address bar keeps it, so a filtered page can be reloaded and shared. */
export interface InventoryView extends ListPage {
  sort: InventorySort;
  status?: InventoryStatus;
  q?: string;
}

export const readInventoryView = (params: URLSearchParams): InventoryView => ({
  ...readListPage(params, ADMIN_ORDERS_PAGE_SIZES, ADMIN_ORDERS_DEFAULT_PAGE_SIZE),
  sort: oneOf(INVENTORY_SORTS, params.get('sort')) ?? 'product',
  status: oneOf(INVENTORY_STATUSES, params.get('status')),
  q: readListQuery(params),
});

/** Only what differs from the defaults goes into the address. */
export const writeInventoryView = (view: InventoryView): URLSearchParams =>
  toSearchParams({
    ...listPageParams(view, ADMIN_ORDERS_DEFAULT_PAGE_SIZE),
    sort: view.sort !== 'product' ? view.sort : undefined,
    status: view.status,
    q: view.q,
  });

export type InventoryApiQuery = ApiListQuery<InventoryView>;
