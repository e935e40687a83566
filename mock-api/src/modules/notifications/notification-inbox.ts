import type {
  StaffNotification,
  StaffNotificationsReadResponse,
  StaffNotificationsResponse,
} from '@ps/shared/console-schemas';
import type { Db } from '../../db/tables';
import { auditedTransaction, type ChangeAudit } from '../../platform/audit/change-audit';
import { countUnread, markAllNotificationsRead, markNotificationRead, notificationPage } from './repository';

/** One staff member's notifications: every query is scoped to `staffUserId`. */
export function createNotificationInbox(db: Db) {
  const unreadCount = (staffUserId: number) => countUnread(db, staffUserId);

  return {
    async latest(staffUserId: number, page: { limit: number; offset: number }): Promise<StaffNotificationsResponse> {
      const [{ total, rows }, unread] = await Promise.all([
        notificationPage(db, staffUserId, page),
        unreadCount(staffUserId),
      ]);
      const notifications: StaffNotification[] = rows.map(({ readAt, createdAt, id, ...row }) => ({
        ...row,
        id: String(id),
        createdAt: createdAt.toISOString(),
        read: readAt !== null,
      }));
      return { unreadCount: unread, notifications, pagination: { total, hasMore: page.offset + rows.length < total } };
    },

    /** False when the member has no such notification (someone else's answers the same). */
    async markRead(
      staffUserId: number,
      id: string,
      audit: ChangeAudit,
    ): Promise<StaffNotificationsReadResponse | null> {
      const found = await db.transaction().execute(async (trx) => {
        const row = await markNotificationRead(trx, staffUserId, id);
        if (row) await audit.record(trx);
        return row;
      });
      return found ? { unreadCount: await unreadCount(staffUserId) } : null;
    },

    async markAllRead(staffUserId: number, audit: ChangeAudit): Promise<StaffNotificationsReadResponse> {
      await auditedTransaction(db, audit, (trx) => markAllNotificationsRead(trx, staffUserId));
      return { unreadCount: 0 };
    },
  };
}

export type NotificationInbox = ReturnType<typeof createNotificationInbox>;
