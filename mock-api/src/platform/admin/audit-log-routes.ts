import { auditLogQuerySchema, type AuditLogResponse } from '@ps/shared/console-schemas';
import { parseQuery } from '../../http/validate';
import type { AdminRouteTable } from './admin-route-table';
import type { AuditLog } from '../audit/audit-log';

/** GET /api/admin/audit-log (admin): newest first, filtered by action, actor e-mail and time. */
export function addAuditLogRoutes(table: AdminRouteTable, audit: AuditLog): void {
  table.add({ method: 'get', path: '/audit-log', permission: 'audit' }, async (req, res) => {
    const body: AuditLogResponse = await audit.list(parseQuery(auditLogQuerySchema, req));
    res.json(body);
  });
}
