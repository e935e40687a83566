import { sql } from 'kysely';
import type {
  StaffNotification,
  StaffNotificationsReadResponse,
  StaffNotificationsResponse,
} from '@ps/shared/console-schemas';
import type { Db } from '../../db/tables';
import { auditedTransaction, type ChangeAudit } from '../../platform/audit/change-audit';

/** One staff member's notifications: every query is scoped to `staffUserId`. */
export function createNotificationInbox(db: Db) {
  const unreadCount = async (staffUserId: number) => {
    const { count } = await db
      .selectFrom('staffNotifications')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('staffUserId', '=', staffUserId)
      .where('readAt', 'is', null)
      .executeTakeFirstOrThrow();
    return count;
  };

  return {
    async latest(staffUserId: number, page: { limit: number; offset: number }): Promise<StaffNotificationsResponse> {
      const mine = db.selectFrom('staffNotifications').where('staffUserId', '=', staffUserId);
      const [{ total }, rows, unread] = await Promise.all([
        mine.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
        mine
          .select(['id', 'kind', 'title', 'body', 'link', 'createdAt', 'readAt'])
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
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
        const row = await trx
          .updateTable('staffNotifications')
          .set({ readAt: sql<Date>`coalesce(read_at, now())` })
          .where('id', '=', id)
          .where('staffUserId', '=', staffUserId)
          .returning('id')
          .executeTakeFirst();
        if (row) await audit.record(trx);
        return row;
      });
      return found ? { unreadCount: await unreadCount(staffUserId) } : null;
    },

    async markAllRead(staffUserId: number, audit: ChangeAudit): Promise<StaffNotificationsReadResponse> {
      await auditedTransaction(db, audit, (trx) =>
        trx
          .updateTable('staffNotifications')
          .set({ readAt: sql<Date>`now()` })
          .where('staffUserId', '=', staffUserId)
          .where('readAt', 'is', null)
          .execute(),
      );
      return { unreadCount: 0 };
    },
  };
}

export type NotificationInbox = ReturnType<typeof createNotificationInbox>;
