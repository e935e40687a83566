import type { AuditLogQuery } from '@ps/shared/console-schemas';
import { dayText, defineListView, pageNumber, pageSizeOf, plainText, type ViewOf } from '../../lib/list-view';

export const AUDIT_PAGE_SIZES = [10, 20, 50, 100] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const fields = {
  actor: plainText(),
  action: plainText(),
  from: dayText(),
  to: dayText(),
  page: pageNumber,
  size: pageSizeOf(AUDIT_PAGE_SIZES, 20),
};

/** What the address says to show: who, what, which days (UTC, both included), which page. */
export type AuditFilters = ViewOf<typeof fields>;
export const auditView = defineListView(fields);
export const { read: filtersFrom, write: searchOf } = auditView;

/** GET /api/admin/audit-log's query: the "to" day counts whole, so the bound is the next midnight. */
export function queryOf(filters: AuditFilters): AuditLogQuery {
  return {
    limit: filters.size,
    offset: (filters.page - 1) * filters.size,
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: `${filters.from}T00:00:00.000Z` } : {}),
    ...(filters.to ? { to: new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + DAY_MS).toISOString() } : {}),
  };
}
