import { ADMIN_ORDER_SORTS, ADMIN_ORDERS_DEFAULT_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZES } from '@ps/shared/console-schemas';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@ps/shared/schemas';
import type { ApiListQuery } from '../../../lib/list-url';
import { choice, defineListView, optionalChoice, searchText, paged, type ViewOf } from '../../../lib/list-view';

const fields = {
  ...paged(ADMIN_ORDERS_PAGE_SIZES, ADMIN_ORDERS_DEFAULT_PAGE_SIZE),
  sort: choice(ADMIN_ORDER_SORTS, 'newest'),
  status: optionalChoice(ORDER_STATUSES),
  paymentStatus: optionalChoice(PAYMENT_STATUSES, 'payment'),
  q: searchText(),
};

/** The list as the address bar keeps it, so a filtered page can be reloaded, shared and gone back to. */
export type OrdersView = ViewOf<typeof fields>;
export const ordersView = defineListView(fields);
export const { read: readOrdersView, write: writeOrdersView } = ordersView;

export type ApiOrdersQuery = ApiListQuery<OrdersView>;
