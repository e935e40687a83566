import { sql, type Updateable } from 'kysely';
import { RETURN_WINDOW_DAYS } from '@ps/shared/rules';
import type { OrderStatus, ReturnKind, ReturnStatus } from '@ps/shared/schemas';
import type { OrderReturnsTable } from '../../../db/return-tables';
import type { Db } from '../../../db/tables';
import { takeVariantStock } from '../variant-stock-repository';

export interface NewReturn {
  orderId: number;
  kind: ReturnKind;
  reason: string;
  replacementVariantId: number | null;
  replacementVariantName: string | null;
  lines: readonly { itemId: number; quantity: number }[];
}

const selectReturns = (db: Db) =>
  db
    .selectFrom('orderReturns as request')
    .innerJoin('orders', 'orders.id', 'request.orderId')
    .selectAll('request')
    .select([
      'orders.orderNumber',
      'orders.customerEmail',
      'orders.customerFirstName',
      'orders.customerLastName',
      'orders.anonymisedAt',
      'orders.balanceDueCents as orderBalanceDueCents',
    ]);

export interface ReturnFilter {
  status?: ReturnStatus;
  /** Part of the order number or the customer's e-mail, any case. */
  q?: string;
}

/** The filter as one condition on requests joined to their orders (`request`, `orders`). */
function matching({ status, q }: ReturnFilter) {
  const needle = q ? q.toLowerCase() : null;
  return sql<boolean>`(${status ?? null}::text is null or request.status = ${status ?? null})
    and (${needle}::text is null
      or position(${needle} in lower(orders.order_number)) > 0
      or position(${needle} in lower(orders.customer_email)) > 0)`;
}

export type ReturnRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof selectReturns>['executeTakeFirst']>>>;

/** Returns and exchanges: the requests, their lines, and the stock an exchange holds. */
export const returnQueries = {
  /** Days after delivery a request may be made: a setting (migration 0060). */
  async windowDays(db: Db): Promise<number> {
    const row = await db.selectFrom('settings').select('returnWindowDays').executeTakeFirst();
    return row?.returnWindowDays ?? RETURN_WINDOW_DAYS;
  },

  /** When the order was first marked delivered, if it was. */
  async deliveredAt(db: Db, orderId: number): Promise<Date | null> {
    const row = await db
      .selectFrom('orderEvents')
      .select(sql<Date>`min(created_at)`.as('at'))
      .where('orderId', '=', orderId)
      .where('status', '=', 'delivered')
      .executeTakeFirst();
    return row?.at ?? null;
  },

  /** Units of each line already in a request that was not refused or withdrawn (item id → quantity). */
  async requestedByItem(db: Db, orderId: number): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('orderReturnLines as line')
      .innerJoin('orderReturns as request', 'request.id', 'line.returnId')
      .select(['line.orderItemId', sql<number>`sum(line.quantity)::int`.as('quantity')])
      .where('request.orderId', '=', orderId)
      .where('request.status', 'not in', ['refused', 'withdrawn'])
      .groupBy('line.orderItemId')
      .execute();
    return new Map(rows.map((row) => [row.orderItemId, row.quantity]));
  },

  async insert(trx: Db, request: NewReturn): Promise<number> {
    const { lines, ...row } = request;
    const { id } = await trx.insertInto('orderReturns').values(row).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('orderReturnLines')
      .values(lines.map((line) => ({ returnId: id, orderItemId: line.itemId, quantity: line.quantity })))
      .execute();
    return id;
  },

  find: (db: Db, id: number) => selectReturns(db).where('request.id', '=', id).executeTakeFirst(),

  /** The request, locked until the transaction ends: a second decision waits, then sees the new version. */
  lock: (trx: Db, id: number) =>
    selectReturns(trx).where('request.id', '=', id).forUpdate('request').executeTakeFirst(),

  listOfOrder: (db: Db, orderId: number) =>
    selectReturns(db).where('request.orderId', '=', orderId).orderBy('request.id').execute(),

  async page(db: Db, filter: ReturnFilter, page: { limit: number; offset: number }) {
    const [rows, count] = await Promise.all([
      selectReturns(db)
        .where(matching(filter))
        .orderBy('request.createdAt', 'desc')
        .orderBy('request.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      db
        .selectFrom('orderReturns as request')
        .innerJoin('orders', 'orders.id', 'request.orderId')
        .where(matching(filter))
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count.total };
  },

  linesOf: (db: Db, returnIds: readonly number[]) =>
    returnIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('orderReturnLines as line')
          .innerJoin('orderItems as item', 'item.id', 'line.orderItemId')
          .select([
            'line.returnId',
            'line.orderItemId',
            'line.quantity',
            'line.goodQuantity',
            'item.productName',
            'item.variantName',
            'item.variantId',
          ])
          .where('line.returnId', 'in', returnIds)
          .orderBy('line.orderItemId')
          .execute(),

  /** Applies a step taken against `version`; false when the request has moved on since. */
  async update(trx: Db, id: number, version: number, changes: Updateable<OrderReturnsTable>): Promise<boolean> {
    const updated = await trx
      .updateTable('orderReturns')
      .set({ ...changes, version: sql<number>`version + 1`, updatedAt: new Date() })
      .where('id', '=', id)
      .where('version', '=', version)
      .returning('id')
      .executeTakeFirst();
    return updated !== undefined;
  },

  async setGoodQuantity(trx: Db, returnId: number, itemId: number, goodQuantity: number): Promise<void> {
    await trx
      .updateTable('orderReturnLines')
      .set({ goodQuantity })
      .where('returnId', '=', returnId)
      .where('orderItemId', '=', itemId)
      .execute();
  },

  /** The other variants of a product an exchange may swap to, with what they cost over the product's price. */
  variantsOf: (db: Db, productId: number) =>
    db
      .selectFrom('productVariants')
      .select(['id', 'name', 'sku', 'priceAdjustmentCents', 'inventoryAvailable'])
      .where('productId', '=', productId)
      .orderBy('displayOrder')
      .orderBy('id')
      .execute(),

  /** The variants an order's lines were bought as, with their surcharge now. */
  variantsByIds: (db: Db, ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('productVariants')
          .select(['id', 'productId', 'name', 'sku', 'priceAdjustmentCents'])
          .where('id', 'in', ids)
          .execute(),

  /** The order's open balance link, which a dearer exchange's approval just opened. */
  async openBalanceId(trx: Db, orderId: number): Promise<number | null> {
    const row = await trx
      .selectFrom('orderBalancePayments')
      .select('id')
      .where('orderId', '=', orderId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  /**
   * Whether a dearer exchange's difference is paid or still due. Every link asks for all that is
   * due when it opens, so the first link since the approval's that was paid or is still open
   * (links in between were replaced by later ones) decides; null when neither is left.
   */
  async chargeSettlement(trx: Db, orderId: number, sinceBalanceId: number): Promise<'paid' | 'open' | null> {
    const row = await trx
      .selectFrom('orderBalancePayments')
      .select('status')
      .where('orderId', '=', orderId)
      .where('id', '>=', sinceBalanceId)
      .where('status', 'in', ['open', 'paid'])
      .orderBy('id')
      .executeTakeFirst();
    return row?.status === 'paid' || row?.status === 'open' ? row.status : null;
  },

  /** Ends the order's open link as withdrawn: its page then says nothing is due on it any more. */
  async withdrawOpenBalance(trx: Db, orderId: number): Promise<void> {
    await trx
      .updateTable('orderBalancePayments')
      .set({ status: 'withdrawn' })
      .where('orderId', '=', orderId)
      .where('status', '=', 'open')
      .execute();
  },

  /** The order line added for a replacement that will not be sent after all. */
  async removeReplacementItem(trx: Db, orderId: number, itemId: number): Promise<void> {
    await trx.deleteFrom('orderItems').where('orderId', '=', orderId).where('id', '=', itemId).execute();
  },

  /** A timeline entry the customer made (no staff member). */
  async addCustomerEvent(trx: Db, orderId: number, status: OrderStatus, note: string): Promise<void> {
    await trx.insertInto('orderEvents').values({ orderId, status, note }).execute();
  },

  /** Takes the exchange's units off sale; false (and nothing taken) when fewer are left. */
  reserve: takeVariantStock,

  /** The replacement's line on the same order, at the price paid for the unit it replaces. */
  async addReplacementItem(
    trx: Db,
    orderId: number,
    line: {
      productId: number | null;
      variantId: number;
      productName: string;
      variantName: string;
      sku: string;
      quantity: number;
      unitPriceCents: number;
      imageUrl: string | null;
    },
  ): Promise<number> {
    const { id } = await trx
      .insertInto('orderItems')
      .values({ ...line, orderId, lineTotalCents: line.unitPriceCents * line.quantity })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },
};
