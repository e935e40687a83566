import { sql } from 'kysely';
import type { Db } from '../../db/tables';

/**
 * Payments held for a checkout that are not (yet) its order. A row lives from the
 * moment checkout hears of the hold until the hold becomes the order or is released,
 * so holds left by abandoned checkouts can be found and released later.
 */
export const paymentHolds = {
  async record(db: Db, checkoutSessionId: string, paymentId: string): Promise<void> {
    await db
      .insertInto('paymentHolds')
      .values({ paymentId, checkoutSessionId })
      .onConflict((conflict) => conflict.column('paymentId').doNothing())
      .execute();
  },

  async forget(db: Db, paymentId: string): Promise<void> {
    await db.deleteFrom('paymentHolds').where('paymentId', '=', paymentId).execute();
  },

  /**
   * Claims, for `leaseMs`, up to `limit` holds whose checkout is gone (expired) or was
   * completed with another payment: no order will ever use them. SKIP LOCKED and the
   * lease give each hold to one sweeper at a time, across processes.
   */
  async claimOrphaned(db: Db, limit: number, leaseMs: number): Promise<string[]> {
    const orphaned = db
      .selectFrom('paymentHolds as h')
      .select('h.paymentId')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('checkoutSessions as s')
              .select('s.id')
              .whereRef('s.id', '=', 'h.checkoutSessionId')
              .where('s.orderId', 'is', null),
          ),
        ),
      )
      .where((eb) =>
        eb.or([eb('h.releaseClaimedUntil', 'is', null), eb('h.releaseClaimedUntil', '<', sql<Date>`now()`)]),
      )
      .orderBy('h.createdAt')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    const claimed = await db
      .updateTable('paymentHolds')
      .set({ releaseClaimedUntil: sql<Date>`now() + ${leaseMs} * interval '1 millisecond'` })
      .where('paymentId', 'in', orphaned)
      .returning('paymentId')
      .execute();
    return claimed.map((row) => row.paymentId);
  },
};
