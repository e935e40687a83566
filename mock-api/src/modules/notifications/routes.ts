import { z } from 'zod';
import { staffNotificationsQuerySchema } from '@ps/shared/console-schemas';
import { AppError } from '../../http/app-error';
import { parseParams, parseQuery } from '../../http/validate';
import { auditedChange, type AdminRouteTable } from '../../platform/admin/admin-route-table';
import { staffOf } from '../staff';
import type { NotificationInbox } from './notification-inbox';

/** Notification ids are bigints, so they travel as text. */
const notificationParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, 'must be a notification id'),
});

/** Any signed-in staff member reads and clears only their own notifications. */
export function addNotificationRoutes(table: AdminRouteTable, inbox: NotificationInbox): void {
  table.add({ method: 'get', path: '/notifications', permission: 'signed-in' }, async (req, res) => {
    res.json(await inbox.latest(staffOf(req).id, parseQuery(staffNotificationsQuerySchema, req)));
  });
  table.add(auditedChange('post', '/notifications/read-all', 'signed-in'), async (req, res, audit) => {
    res.json(await inbox.markAllRead(staffOf(req).id, audit));
  });
  table.add(auditedChange('post', '/notifications/:id/read', 'signed-in'), async (req, res, audit) => {
    const { id } = parseParams(notificationParamsSchema, req);
    const answer = await inbox.markRead(staffOf(req).id, id, audit);
    if (!answer) throw AppError.notFound('Notification not found');
    res.json(answer);
  });
}
