import type { AuditLogQuery } from '@ps/shared/console-schemas';

export const AUDIT_PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the address says to show: who, what, which days (UTC, both included), which page. */
export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
  page: number;
  size: number;
}

const dateOrBlank = (value: string | null) => (value && DATE.test(value) ? value : '');

export function filtersFrom(search: URLSearchParams): AuditFilters {
  const size = Number(search.get('size'));
  const page = Number(search.get('page'));
  return {
    actor: search.get('actor')?.trim() ?? '',
    action: search.get('action')?.trim() ?? '',
    from: dateOrBlank(search.get('from')),
    to: dateOrBlank(search.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: AUDIT_PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_SIZE,
  };
}

/** The address for these filters, leaving out what is blank or default. */
export function searchOf(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.size !== DEFAULT_SIZE) params.set('size', String(filters.size));
  return params;
}

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
