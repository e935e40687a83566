import {
  ADMIN_ORDER_SORTS,
  ADMIN_ORDERS_DEFAULT_PAGE_SIZE,
  ADMIN_ORDERS_PAGE_SIZES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type AdminOrderSort,
  type OrderStatus,
  type PaymentStatus,
} from '@ps/shared/schemas';

/** The list as the address bar keeps it, so a filtered page can be reloaded, shared and gone back to. */
export interface OrdersView {
  page: number;
  pageSize: number;
  sort: AdminOrderSort;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((each) => each === value);

export function readOrdersView(params: URLSearchParams): OrdersView {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: ADMIN_ORDERS_PAGE_SIZES.find((each) => each === size) ?? ADMIN_ORDERS_DEFAULT_PAGE_SIZE,
    sort: oneOf(ADMIN_ORDER_SORTS, params.get('sort')) ?? 'newest',
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('payment')),
    q: params.get('q')?.trim() || undefined,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeOrdersView(view: OrdersView): URLSearchParams {
  return toSearchParams({
    page: view.page > 1 ? view.page : undefined,
    size: view.pageSize !== ADMIN_ORDERS_DEFAULT_PAGE_SIZE ? view.pageSize : undefined,
    sort: view.sort !== 'newest' ? view.sort : undefined,
    status: view.status,
    payment: view.paymentStatus,
    q: view.q,
  });
}

export type ApiOrdersQuery = Omit<OrdersView, 'page' | 'pageSize'> & { limit: number; offset: number };

export const toApiQuery = ({ page, pageSize, ...filter }: OrdersView): ApiOrdersQuery => ({
  ...filter,
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

export function toSearchParams(values: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}
