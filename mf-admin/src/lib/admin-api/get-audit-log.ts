import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';
import type { AuditLogQuery, AuditLogResponse } from '@ps/shared/console-schemas';

export const auditLogKeys = {
  all: ['admin', 'audit-log'] as const,
  list: (query: AuditLogQuery) => [...auditLogKeys.all, 'list', query] as const,
};

export function getAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return authRequest<AuditLogResponse>(`/api/admin/audit-log?${params.toString()}`, { signal });
}

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditLogQuery) => useQuery(auditLogQueryOptions(query));
