import { toSearchParams } from '../../../lib/list-url';
import type { ApiOrdersQuery } from '../lib/orders-url';

/** GET /api/admin/orders/export?format=csv: the browser downloads the current filter's CSV (with the cookie). */
export function exportOrdersUrl({ status, paymentStatus, q, sort }: ApiOrdersQuery): string {
  return `/api/admin/orders/export?${toSearchParams({ status, paymentStatus, q, sort, format: 'csv' })}`;
}
