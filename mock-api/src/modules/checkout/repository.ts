import { sql } from 'kysely';
import type { Selectable, Updateable } from 'kysely';
import type { CheckoutSessionsTable } from '../../db/order-tables';
import type { PromotionsTable } from '../../db/stock-promo-tables';
import type { Db } from '../../db/tables';
import { listCartLines } from '../cart';

export type CheckoutSessionPatch = Omit<Updateable<CheckoutSessionsTable>, 'id' | 'ownerSessionId' | 'createdAt'>;

function findSession(db: Db, id: string, options: { lock: boolean }) {
  const query = db
    .selectFrom('checkoutSessions as cs')
    .leftJoin('orders as o', 'o.id', 'cs.orderId')
    .selectAll('cs')
    .select('o.orderNumber')
    .where('cs.id', '=', id);
  return (options.lock ? query.forUpdate('cs') : query).executeTakeFirst();
}

export type CheckoutSessionRecord = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/** Queries on checkout sessions; each takes the database or a transaction. */
export const checkoutQueries = {
  /** Creates the session unless the id exists; answers the new session, or undefined when the id existed. */
  async insertSession(db: Db, id: string, ownerSessionId: string): Promise<CheckoutSessionRecord | undefined> {
    const inserted = await db
      .insertInto('checkoutSessions')
      .values({ id, ownerSessionId })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returningAll()
      .executeTakeFirst();
    // A new session has no order yet.
    return inserted && { ...inserted, orderNumber: null };
  },

  findSession: (db: Db, id: string) => findSession(db, id, { lock: false }),

  /** The session, locked until the transaction ends: one order completion per session at a time. */
  lockSession: (db: Db, id: string) => findSession(db, id, { lock: true }),

  /**
   * Changes an open session only (once its order exists the session is history); answers the session as changed,
   * or undefined when it was not open.
   */
  async updateOpenSession(db: Db, id: string, patch: CheckoutSessionPatch): Promise<CheckoutSessionRecord | undefined> {
    const updated = await db
      .updateTable('checkoutSessions')
      .set({ ...patch, updatedAt: new Date() })
      .where('id', '=', id)
      .where('orderId', 'is', null)
      .returningAll()
      .executeTakeFirst();
    // It was open, so it has no order.
    return updated && { ...updated, orderNumber: null };
  },

  /**
   * The placed order closes its checkout in one statement: the session takes the order (if still open), the cart
   * goes and the payment hold is forgotten, since the order now holds that payment.
   */
  async closeCheckout(
    db: Db,
    closing: { id: string; ownerSessionId: string; orderId: number; completedAt: Date; paymentId: string },
  ): Promise<void> {
    await db
      .with('clearedCart', (q) => q.deleteFrom('carts').where('sessionId', '=', closing.ownerSessionId))
      .with('forgottenHold', (q) => q.deleteFrom('paymentHolds').where('paymentId', '=', closing.paymentId))
      .updateTable('checkoutSessions')
      .set({ orderId: closing.orderId, completedAt: closing.completedAt, updatedAt: new Date() })
      .where('id', '=', closing.id)
      .where('orderId', 'is', null)
      .execute();
  },

  /** Names the signed-in account that will own the order; only on this browser's own open session. */
  async linkCustomer(db: Db, id: string, ownerSessionId: string, customerId: number): Promise<void> {
    await db
      .updateTable('checkoutSessions')
      .set({ customerId, updatedAt: new Date() })
      .where('id', '=', id)
      .where('ownerSessionId', '=', ownerSessionId)
      .where('orderId', 'is', null)
      .execute();
  },

  /** The session's refusals so far, this one included. */
  async countDeclinedPayment(db: Db, id: string): Promise<number> {
    const row = await db
      .updateTable('checkoutSessions')
      .set({ paymentAttempts: sql`payment_attempts + 1` })
      .where('id', '=', id)
      .returning('paymentAttempts')
      .executeTakeFirst();
    return row?.paymentAttempts ?? 0;
  },

  listCartLines,

  /**
   * Holds the browser's cart row so no item can be added while its lines become an order, and answers the
   * promotion on it (read with the lock, one statement); undefined when the cart has none.
   */
  async lockCart(db: Db, ownerSessionId: string): Promise<Selectable<PromotionsTable> | undefined> {
    const row = await db
      .selectFrom('carts')
      .leftJoin('promotions as p', 'p.id', 'carts.promotionId')
      .selectAll('p')
      .where('carts.sessionId', '=', ownerSessionId)
      .forUpdate('carts')
      .executeTakeFirst();
    return row?.id == null ? undefined : (row as Selectable<PromotionsTable>);
  },

  /**
   * Takes `quantity` units if that many are left, in one conditional UPDATE: concurrent
   * checkouts wait on the row and re-check, so stock can never go below zero. Answers the
   * units left after it and the variant's low-stock threshold, or undefined when too few were left.
   */
  takeStock(db: Db, variantId: number, quantity: number) {
    const shopThreshold = db.selectFrom('settings').select('lowStockThreshold');
    return db
      .updateTable('productVariants')
      .set({ inventoryAvailable: sql`inventory_available - ${quantity}` })
      .where('id', '=', variantId)
      .where('inventoryAvailable', '>=', quantity)
      .returning((eb) => [
        'inventoryAvailable as available',
        eb.fn.coalesce('lowStockThreshold', shopThreshold).as('threshold'),
      ])
      .executeTakeFirst();
  },

  async unitsLeft(db: Db, variantId: number): Promise<number> {
    const row = await db
      .selectFrom('productVariants')
      .select('inventoryAvailable')
      .where('id', '=', variantId)
      .executeTakeFirst();
    return row?.inventoryAvailable ?? 0;
  },
};
