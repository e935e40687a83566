import { toSearchParams } from '../../../lib/list-url';
import type { ApiOrdersQuery } from '../lib/orders-url';

/**
 * GET /api/admin/orders/export (one row per order) or /export/lines (one row per order line):
 * the browser downloads the current filter's CSV (with the cookie).
 */
export function exportOrdersUrl({ status, paymentStatus, q, sort }: ApiOrdersQuery, rows: 'orders' | 'lines'): string {
  const path = rows === 'lines' ? '/api/admin/orders/export/lines' : '/api/admin/orders/export';
  return `${path}?${toSearchParams({ status, paymentStatus, q, sort, format: 'csv' })}`;
}
