import { sql } from 'kysely';
import type { Db } from '../../../../db/tables';

/** The payments an order took after checkout's: its paid balances (decision 073), and what each gave back. */
export const paymentQueries = {
  /** Oldest first: the order a refund draws on them once the checkout payment is used up. */
  paidBalancesOf: (db: Db, orderId: number) =>
    db
      .selectFrom('orderBalancePayments')
      .select(['id', 'amountCents', 'refundedCents', 'providerPaymentId'])
      .where('orderId', '=', orderId)
      .where('status', '=', 'paid')
      .orderBy('id')
      .execute(),

  async addRefunded(trx: Db, balanceId: number, amountCents: number): Promise<void> {
    await trx
      .updateTable('orderBalancePayments')
      .set({ refundedCents: sql<number>`refunded_cents + ${amountCents}` })
      .where('id', '=', balanceId)
      .execute();
  },
};
