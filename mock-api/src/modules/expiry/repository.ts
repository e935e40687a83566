import { sql } from 'kysely';
import type { Db } from '../../db/tables';

const olderThan = (hours: number) => sql<Date>`now() - ${hours} * interval '1 hour'`;

/**
 * Deletes in batches, each one statement: SKIP LOCKED passes over rows another sweeper
 * or a checkout in progress holds, so replicas sweeping at once never wait on each other
 * or delete the same row twice.
 */
export const expiryQueries = {
  /** Unfinished checkouts untouched for `hours`; completed ones stay with their orders. */
  async deleteAbandonedCheckouts(db: Db, hours: number, limit: number): Promise<number> {
    const abandoned = db
      .selectFrom('checkoutSessions')
      .select('id')
      .where('orderId', 'is', null)
      .where('updatedAt', '<', olderThan(hours))
      .limit(limit)
      .forUpdate()
      .skipLocked();
    const result = await db.deleteFrom('checkoutSessions').where('id', 'in', abandoned).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Carts untouched for `hours`, with their lines. */
  async deleteAbandonedCarts(db: Db, hours: number, limit: number): Promise<number> {
    const abandoned = db
      .selectFrom('carts')
      .select('sessionId')
      .where('updatedAt', '<', olderThan(hours))
      .limit(limit)
      .forUpdate()
      .skipLocked();
    const result = await db.deleteFrom('carts').where('sessionId', 'in', abandoned).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** Carts that hold no line, untouched for `hours`: a visit or a script leaves these, a shopper does not miss them. */
  async deleteEmptyCarts(db: Db, hours: number, limit: number): Promise<number> {
    const empty = db
      .selectFrom('carts')
      .select('sessionId')
      .where('updatedAt', '<', olderThan(hours))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('cartItems').select('id').whereRef('cartItems.sessionId', '=', 'carts.sessionId'))),
      )
      .limit(limit)
      .forUpdate()
      .skipLocked();
    const result = await db.deleteFrom('carts').where('sessionId', 'in', empty).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
