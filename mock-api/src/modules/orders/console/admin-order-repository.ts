import { sql, type Updateable } from 'kysely';
import type { OrderStatus } from '@ps/shared/schemas';
import type { OrdersTable } from '../../../db/order-tables';
import type { Db } from '../../../db/tables';
import type { Actor } from '../../../platform/audit/staff-actor';
import { notifyWhenBack } from '../../back-in-stock';

/** Queries the staff console makes on one order, besides those the shopper's pages share. */
export const adminOrderQueries = {
  /** The order row, locked until the transaction ends: a second change waits, then sees the new version. */
  lockForChange: (trx: Db, id: number) =>
    trx
      .selectFrom('orders')
      .selectAll()
      .select(sql<string>`estimated_delivery::text`.as('estimatedDelivery'))
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  /** Applies a change made against `version`; false when the row has moved on since. */
  async update(trx: Db, id: number, version: number, changes: Updateable<OrdersTable>): Promise<boolean> {
    const updated = await trx
      .updateTable('orders')
      .set({ ...changes, version: sql<number>`version + 1`, updatedAt: new Date() })
      .where('id', '=', id)
      .where('version', '=', version)
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  },

  async addEvent(
    trx: Db,
    orderId: number,
    status: OrderStatus,
    actor: Actor,
    note: string | undefined,
    refundCents: number | null = null,
  ) {
    await trx
      .insertInto('orderEvents')
      .values({ orderId, status, note: note || null, actorStaffId: actor.id, actorName: actor.name, refundCents })
      .execute();
  },

  /**
   * Puts units back on sale (item id → quantity), for lines whose variant still exists; a variant
   * this takes above zero mails its back-in-stock fans (links to `siteUrl`) in the same transaction.
   */
  async restock(trx: Db, orderId: number, units: ReadonlyMap<number, number>, siteUrl: string): Promise<void> {
    const lines = await trx
      .selectFrom('orderItems')
      .select(['id', 'variantId'])
      .where('orderId', '=', orderId)
      .where('variantId', 'is not', null)
      .orderBy('variantId')
      .execute();
    for (const line of lines) {
      const back = units.get(line.id) ?? 0;
      if (back <= 0) continue;
      const restocked = await trx
        .updateTable('productVariants')
        .set({ inventoryAvailable: sql`inventory_available + ${back}` })
        .where('id', '=', line.variantId)
        .returning(['id', 'inventoryAvailable'])
        .executeTakeFirst();
      if (!restocked) continue;
      const after = restocked.inventoryAvailable;
      await notifyWhenBack(trx, { variantId: restocked.id, before: after - back, after }, siteUrl);
    }
  },

  listEvents: (db: Db, orderId: number) =>
    db
      .selectFrom('orderEvents')
      .select(['id', 'status', 'createdAt', 'note', 'actorName', 'refundCents', 'shipmentId', 'shipmentStep'])
      .where('orderId', '=', orderId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),

  listNotes: (db: Db, orderId: number) =>
    db
      .selectFrom('orderStaffNotes')
      .select(['id', 'body', 'authorName', 'createdAt'])
      .where('orderId', '=', orderId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),

  async addNote(db: Db, orderId: number, actor: Actor, body: string): Promise<void> {
    await db
      .insertInto('orderStaffNotes')
      .values({ orderId, authorStaffId: actor.id, authorName: actor.name, body })
      .execute();
  },
};
