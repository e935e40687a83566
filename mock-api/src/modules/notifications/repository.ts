import { sql } from 'kysely';
import { NOTIFICATION_PERMISSION, type StaffNotificationKind } from '@ps/shared/console-schemas';
import type { Db } from '../../db/tables';

export interface StaffEvent {
  kind: StaffNotificationKind;
  /** Names the event itself ("order:12"): the same key twice is one notification per member. */
  eventKey: string;
  title: string;
  body: string;
  /** The console page it is about. */
  link: string | null;
}

/**
 * One row per active staff member whose role can act on the event, in one statement. Pass the
 * transaction of the event (the order, the stock change): the rows commit with it, and
 * the unique key makes a repeat of the same event a no-op, on any replica.
 */
export async function notifyStaff(trx: Db, event: StaffEvent): Promise<void> {
  await trx
    .insertInto('staffNotifications')
    .columns(['staffUserId', 'kind', 'eventKey', 'title', 'body', 'link'])
    .expression((eb) =>
      eb
        .selectFrom('staffUsers')
        .select([
          'id',
          sql.val(event.kind).as('kind'),
          sql.val(event.eventKey).as('eventKey'),
          sql.val(event.title).as('title'),
          sql.val(event.body).as('body'),
          sql.val(event.link).as('link'),
        ])
        .where('role', 'in', (roles) =>
          roles
            .selectFrom('staffRoles')
            .innerJoin('staffRolePermissions', 'staffRolePermissions.roleId', 'staffRoles.id')
            .where('staffRolePermissions.permission', '=', NOTIFICATION_PERMISSION[event.kind])
            .select('staffRoles.name'),
        )
        .where('disabledAt', 'is', null),
    )
    .onConflict((conflict) => conflict.columns(['staffUserId', 'eventKey']).doNothing())
    .execute();
}

export const countUnread = async (db: Db, staffUserId: number): Promise<number> => {
  const { count } = await db
    .selectFrom('staffNotifications')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('staffUserId', '=', staffUserId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return count;
};

/** One page of the member's notifications, newest first, and how many there are in all. */
export async function notificationPage(db: Db, staffUserId: number, page: { limit: number; offset: number }) {
  const mine = db.selectFrom('staffNotifications').where('staffUserId', '=', staffUserId);
  const [{ total }, rows] = await Promise.all([
    mine.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    mine
      .select(['id', 'kind', 'title', 'body', 'link', 'createdAt', 'readAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { total, rows };
}

/** Undefined when the member has no such notification; one read already keeps its first read time. */
export const markNotificationRead = (db: Db, staffUserId: number, id: string) =>
  db
    .updateTable('staffNotifications')
    .set({ readAt: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('staffUserId', '=', staffUserId)
    .returning('id')
    .executeTakeFirst();

export const markAllNotificationsRead = (db: Db, staffUserId: number) =>
  db
    .updateTable('staffNotifications')
    .set({ readAt: sql<Date>`now()` })
    .where('staffUserId', '=', staffUserId)
    .where('readAt', 'is', null)
    .execute();

export interface VariantStockLevel {
  variantId: number;
  productId: number;
  productName: string;
  variantName: string;
  available: number;
  threshold: number;
}

/** Each variant's stock now and the threshold it warns at (its own, else the shop's default). */
export async function stockLevels(db: Db, variantIds: readonly number[]): Promise<VariantStockLevel[]> {
  const { rows } = await sql<VariantStockLevel>`
    select v.id as variant_id, p.id as product_id, p.name as product_name, v.name as variant_name,
      v.inventory_available as available, coalesce(v.low_stock_threshold, s.low_stock_threshold) as threshold
    from product_variants v join products p on p.id = v.product_id cross join settings s
    where v.id in (${sql.join(variantIds)})`.execute(db);
  return rows;
}
