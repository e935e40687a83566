import { sql } from 'kysely';
import type { Db } from '../../../../db/tables';
import type { Actor } from '../../../../platform/audit/staff-actor';
import type { RefundLine } from './refund-pricing';

export interface NewRefund {
  orderId: number;
  amountCents: number;
  providerRefundId: string;
  restocked: boolean;
  lines: readonly RefundLine[];
}

/** The refunds of one order, by line. */
export const refundQueries = {
  /**
   * Units refunded so far of each line (item id → quantity); `restockedOnly` counts those put back on sale.
   * Units an approved exchange swapped away count too: their replacement's line is what is left to refund.
   */
  async refundedByItem(db: Db, orderId: number, restockedOnly = false): Promise<Map<number, number>> {
    let query = db
      .selectFrom('orderRefundLines as line')
      .innerJoin('orderRefunds as refund', 'refund.id', 'line.refundId')
      .select(['line.orderItemId', sql<number>`sum(line.quantity)::int`.as('quantity')])
      .where('refund.orderId', '=', orderId)
      .groupBy('line.orderItemId');
    if (restockedOnly) query = query.where('refund.restocked', '=', true);
    const [rows, exchanged] = await Promise.all([query.execute(), exchangedByItem(db, orderId)]);
    const units = new Map(rows.map((row) => [row.orderItemId, row.quantity]));
    for (const row of exchanged) units.set(row.orderItemId, (units.get(row.orderItemId) ?? 0) + row.quantity);
    return units;
  },

  async count(db: Db, orderId: number): Promise<number> {
    const row = await db
      .selectFrom('orderRefunds')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();
    return row.count;
  },

  async add(trx: Db, refund: NewRefund, actor: Actor): Promise<void> {
    const { id } = await trx
      .insertInto('orderRefunds')
      .values({
        orderId: refund.orderId,
        amountCents: refund.amountCents,
        providerRefundId: refund.providerRefundId,
        restocked: refund.restocked,
        actorStaffId: actor.id,
        actorName: actor.name,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = refund.lines.filter((line) => line.quantity > 0);
    if (lines.length === 0) return;
    await trx
      .insertInto('orderRefundLines')
      .values(lines.map((line) => ({ refundId: id, orderItemId: line.itemId, quantity: line.quantity })))
      .execute();
  },
};

const exchangedByItem = (db: Db, orderId: number) =>
  db
    .selectFrom('orderReturnLines as line')
    .innerJoin('orderReturns as request', 'request.id', 'line.returnId')
    .select(['line.orderItemId', sql<number>`sum(line.quantity)::int`.as('quantity')])
    .where('request.orderId', '=', orderId)
    .where('request.kind', '=', 'exchange')
    .where('request.status', 'in', ['approved', 'received', 'sent'])
    .groupBy('line.orderItemId')
    .execute();

/** Each line's units less those `taken` (item id → quantity): what a whole-order change still covers. */
async function unitsLeft(trx: Db, orderId: number, taken: ReadonlyMap<number, number>): Promise<RefundLine[]> {
  const items = await trx
    .selectFrom('orderItems')
    .select(['id', 'quantity'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
  return items.map((item) => ({ itemId: item.id, quantity: item.quantity - (taken.get(item.id) ?? 0) }));
}

/** Every unit no refund has covered yet: what refunding the whole order gives back. */
export async function unrefundedLines(trx: Db, orderId: number): Promise<RefundLine[]> {
  return unitsLeft(trx, orderId, await refundQueries.refundedByItem(trx, orderId));
}

/** Every unit no refund has put back on sale yet: what cancelling or refunding the whole order restocks. */
export async function unitsNotRestocked(trx: Db, orderId: number): Promise<Map<number, number>> {
  const lines = await unitsLeft(trx, orderId, await refundQueries.refundedByItem(trx, orderId, true));
  return new Map(lines.map((line) => [line.itemId, line.quantity]));
}
