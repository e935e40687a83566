import { sql, type Insertable } from 'kysely';
import type { OrderStatus } from '@ps/shared/schemas';
import type { OrderItemsTable, OrdersTable } from '../../db/order-tables';
import type { Db } from '../../db/tables';
import { newOrderNumber } from './order-number';

export type NewOrder = Omit<Insertable<OrdersTable>, 'orderNumber' | 'createdAt' | 'updatedAt'>;
export type NewOrderItem = Omit<Insertable<OrderItemsTable>, 'orderId'>;

const MAX_NUMBER_TRIES = 5;

/** The columns of an order as the app reads them; the delivery date as text, never a local Date. */
function selectOrder(db: Db) {
  return db
    .selectFrom('orders')
    .selectAll()
    .select(sql<string>`estimated_delivery::text`.as('estimatedDelivery'));
}

export type OrderRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof selectOrder>['executeTakeFirst']>>>;

/** Inserts the order with a fresh random number (retrying a clash), its lines and its first event. */
export async function insertOrder(db: Db, order: NewOrder, items: NewOrderItem[], placedAt: Date) {
  for (let attempt = 1; attempt <= MAX_NUMBER_TRIES; attempt += 1) {
    const orderNumber = newOrderNumber(placedAt);
    const inserted = await db
      .insertInto('orders')
      .values({ ...order, orderNumber, createdAt: placedAt, updatedAt: placedAt })
      .onConflict((conflict) => conflict.column('orderNumber').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    // The lines and the first event in one statement.
    await db
      .with('firstEvent', (q) =>
        q.insertInto('orderEvents').values({ orderId: inserted.id, status: 'pending', createdAt: placedAt }),
      )
      .insertInto('orderItems')
      .values(items.map((item) => ({ ...item, orderId: inserted.id })))
      .execute();
    return { id: inserted.id, orderNumber };
  }
  throw new Error(`no free order number after ${MAX_NUMBER_TRIES} tries`);
}

export const orderQueries = {
  findById: (db: Db, id: number) => selectOrder(db).where('id', '=', id).executeTakeFirst(),

  findByNumber: (db: Db, orderNumber: string) =>
    selectOrder(db).where('orderNumber', '=', orderNumber).executeTakeFirst(),

  /** The order a checkout session or an idempotency key of this browser already made, if any. */
  findPlaced: (db: Db, ownerSessionId: string, checkoutSessionId: string, idempotencyKey: string) =>
    selectOrder(db)
      .where((eb) =>
        eb.or([
          eb('checkoutSessionId', '=', checkoutSessionId),
          eb.and([eb('ownerSessionId', '=', ownerSessionId), eb('idempotencyKey', '=', idempotencyKey)]),
        ]),
      )
      .orderBy('id')
      .executeTakeFirst(),

  listItems: (db: Db, orderId: number) =>
    db.selectFrom('orderItems').selectAll().where('orderId', '=', orderId).orderBy('id').execute(),

  listEvents: (db: Db, orderId: number) =>
    db
      .selectFrom('orderEvents')
      .select(['status', 'createdAt'])
      .where('orderId', '=', orderId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),

  /**
   * Moves a pending payment to paid and the order to confirmed, answering the confirmed order; undefined
   * when another caller already did. Run it in a transaction, with whatever must commit alongside.
   */
  async markPaid(trx: Db, orderId: number): Promise<OrderRecord | undefined> {
    const status = 'confirmed' satisfies OrderStatus;
    // The event in the same statement, written only when the update was.
    return trx
      .with('confirmed', (q) =>
        q
          .updateTable('orders')
          .set({ paymentStatus: 'paid', status, updatedAt: new Date() })
          .where('id', '=', orderId)
          .where('paymentStatus', '=', 'pending')
          .returningAll()
          .returning(sql<string>`estimated_delivery::text`.as('estimatedDelivery')),
      )
      .with('confirmedEvent', (q) =>
        q
          .insertInto('orderEvents')
          .columns(['orderId', 'status'])
          .expression((eb) => eb.selectFrom('confirmed').select(['confirmed.id', sql.val(status).as('status')])),
      )
      .selectFrom('confirmed')
      .selectAll()
      .executeTakeFirst();
  },
};
