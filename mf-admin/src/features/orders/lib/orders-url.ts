import {
  ADMIN_ORDER_SORTS,
  ADMIN_ORDERS_DEFAULT_PAGE_SIZE,
  ADMIN_ORDERS_PAGE_SIZES,
  type AdminOrderSort,
} from '@ps/shared/console-schemas';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '@ps/shared/schemas';
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
export interface OrdersView extends ListPage {
  sort: AdminOrderSort;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
}

export const readOrdersView = (params: URLSearchParams): OrdersView => ({
  ...readListPage(params, ADMIN_ORDERS_PAGE_SIZES, ADMIN_ORDERS_DEFAULT_PAGE_SIZE),
  sort: oneOf(ADMIN_ORDER_SORTS, params.get('sort')) ?? 'newest',
  status: oneOf(ORDER_STATUSES, params.get('status')),
  paymentStatus: oneOf(PAYMENT_STATUSES, params.get('payment')),
  q: readListQuery(params),
});

/** Only what differs from the defaults goes into the address. */
export const writeOrdersView = (view: OrdersView): URLSearchParams =>
  toSearchParams({
    ...listPageParams(view, ADMIN_ORDERS_DEFAULT_PAGE_SIZE),
    sort: view.sort !== 'newest' ? view.sort : undefined,
    status: view.status,
    payment: view.paymentStatus,
    q: view.q,
  });

export type ApiOrdersQuery = ApiListQuery<OrdersView>;
