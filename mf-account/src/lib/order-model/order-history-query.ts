import { SHOPPER_ORDERS_PAGE_SIZE, type OrderStatus } from '@ps/shared/rules';
import { isOrderStatus } from './order-status';
import { pageOffset } from './pagination';

/** The API refuses longer search texts. */
const SEARCH_MAX_LENGTH = 50;

export interface OrderHistoryQuery {
  page: number;
  status?: OrderStatus;
  search?: string;
}

/** The URL holds the history's filters and page, so a reload or a shared link shows the same list. */
export function readOrderHistoryQuery(params: URLSearchParams): OrderHistoryQuery {
  const page = Number(params.get('page'));
  const status = params.get('status');
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    status: isOrderStatus(status) ? status : undefined,
    search: search || undefined,
  };
}

export function writeOrderHistoryQuery({ page, status, search }: OrderHistoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasOrderFilters({ status, search }: OrderHistoryQuery): boolean {
  return Boolean(status || search);
}

/** GET /api/orders?limit=10&offset={(page-1)*10}[&status=][&search=] (spec 3 §7). */
export function toOrdersApiParams({ page, status, search }: OrderHistoryQuery): URLSearchParams {
  const params = new URLSearchParams({
    limit: String(SHOPPER_ORDERS_PAGE_SIZE),
    offset: String(pageOffset(page, SHOPPER_ORDERS_PAGE_SIZE)),
  });
  if (status) params.set('status', status);
  if (search) params.set('search', search);
  return params;
}
