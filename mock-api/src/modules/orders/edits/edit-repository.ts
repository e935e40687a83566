import { sql, type Insertable } from 'kysely';
import type { OrderEditsTable } from '../../../db/order-tables';
import type { Db } from '../../../db/tables';
import { takeVariantStock } from '../variant-stock-repository';

export type NewOrderEdit = Omit<Insertable<OrderEditsTable>, 'id' | 'createdAt'>;

/** The variant a line may become, with what its product allows; locked until the edit ends. */
export interface EditableVariant {
  id: number;
  productId: number;
  categoryId: number;
  name: string;
  sku: string;
  priceAdjustmentCents: number;
  inventoryAvailable: number;
  productName: string;
  maxPerOrder: number | null;
}

/** The queries of edits before shipping; each takes the connection first, so it runs in the edit's transaction. */
export const orderEditQueries = {
  /** The order row by number, locked like a staff change locks it, so a customer's edit and staff's queue up. */
  lockByNumber: (trx: Db, orderNumber: string) =>
    trx
      .selectFrom('orders')
      .selectAll()
      .select(sql<string>`estimated_delivery::text`.as('estimatedDelivery'))
      .where('orderNumber', '=', orderNumber)
      .forUpdate()
      .executeTakeFirst(),

  listEdits: (db: Db, orderId: number) =>
    db.selectFrom('orderEdits').selectAll().where('orderId', '=', orderId).orderBy('id').execute(),

  async addEdit(trx: Db, edit: NewOrderEdit): Promise<void> {
    await trx.insertInto('orderEdits').values(edit).execute();
  },

  /** Variants in id order, locked, so two edits taking the same stock cannot deadlock. */
  lockVariants: (trx: Db, ids: readonly number[]): Promise<EditableVariant[]> =>
    ids.length === 0
      ? Promise.resolve([])
      : trx
          .selectFrom('productVariants as variant')
          .innerJoin('products as product', 'product.id', 'variant.productId')
          .select([
            'variant.id',
            'variant.productId',
            'product.categoryId',
            'variant.name',
            'variant.sku',
            'variant.priceAdjustmentCents',
            'variant.inventoryAvailable',
            'product.name as productName',
            'product.maxPerOrder',
          ])
          .where('variant.id', 'in', [...ids])
          .orderBy('variant.id')
          .forUpdate()
          .execute(),

  /** Takes units off sale; false (and nothing taken) when fewer are left. */
  takeStock: takeVariantStock,

  /** Puts units back on sale; answers how many are available after. */
  async returnStock(trx: Db, variantId: number, quantity: number): Promise<number> {
    const row = await trx
      .updateTable('productVariants')
      .set({ inventoryAvailable: sql`inventory_available + ${quantity}` })
      .where('id', '=', variantId)
      .returning('inventoryAvailable')
      .executeTakeFirstOrThrow();
    return row.inventoryAvailable;
  },

  async updateItem(
    trx: Db,
    itemId: number,
    line: { variantId: number; variantName: string; sku: string; quantity: number; unitPriceCents: number },
  ): Promise<void> {
    await trx
      .updateTable('orderItems')
      .set({ ...line, lineTotalCents: line.unitPriceCents * line.quantity })
      .where('id', '=', itemId)
      .execute();
  },

  async deleteItem(trx: Db, itemId: number): Promise<void> {
    await trx.deleteFrom('orderItems').where('id', '=', itemId).execute();
  },

  /** A refund an edit made: no units, since the lines themselves changed (refunds by line count units). */
  async addSettlementRefund(
    trx: Db,
    refund: { orderId: number; amountCents: number; providerRefundId: string },
    staff: { id: number; name: string } | null,
  ): Promise<void> {
    await trx
      .insertInto('orderRefunds')
      .values({ ...refund, restocked: false, actorStaffId: staff?.id ?? null, actorName: staff?.name ?? null })
      .execute();
  },

  /** The category of each product (id → category), for a promotion limited to categories. */
  async categoriesOf(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
    if (productIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('products')
      .select(['id', 'categoryId'])
      .where('id', 'in', [...productIds])
      .execute();
    return new Map(rows.map((row) => [row.id, row.categoryId]));
  },
};

/** Every variant of these products, in the shop's order, for the console's swap choices. */
export const variantChoicesOf = (db: Db, productIds: readonly number[]) =>
  productIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('productVariants')
        .select(['id', 'productId', 'name', 'inventoryAvailable'])
        .where('productId', 'in', [...productIds])
        .orderBy('productId')
        .orderBy('displayOrder')
        .orderBy('id')
        .execute();

/** The balance links of an order; at most one is open (migration 0061). */
export const balanceQueries = {
  /** Closes the open link, if any: a later edit or a cancel makes it stale. */
  async replaceOpen(trx: Db, orderId: number): Promise<void> {
    await trx
      .updateTable('orderBalancePayments')
      .set({ status: 'replaced' })
      .where('orderId', '=', orderId)
      .where('status', '=', 'open')
      .execute();
  },

  async open(trx: Db, orderId: number, amountCents: number, tokenHash: string): Promise<void> {
    await trx.insertInto('orderBalancePayments').values({ orderId, amountCents, tokenHash }).execute();
  },

  findOpen: (db: Db, orderId: number, tokenHash: string) =>
    db
      .selectFrom('orderBalancePayments')
      .selectAll()
      .where('orderId', '=', orderId)
      .where('tokenHash', '=', tokenHash)
      .where('status', '=', 'open')
      .executeTakeFirst(),

  findById: (db: Db, orderId: number, id: number) =>
    db
      .selectFrom('orderBalancePayments')
      .selectAll()
      .where('orderId', '=', orderId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** Whether the order's link with this secret ended because its exchange was withdrawn. */
  async wasWithdrawn(db: Db, orderId: number, tokenHash: string): Promise<boolean> {
    const row = await db
      .selectFrom('orderBalancePayments')
      .select('id')
      .where('orderId', '=', orderId)
      .where('tokenHash', '=', tokenHash)
      .where('status', '=', 'withdrawn')
      .executeTakeFirst();
    return row !== undefined;
  },

  async markPaid(trx: Db, id: number, providerPaymentId: string): Promise<void> {
    await trx
      .updateTable('orderBalancePayments')
      .set({ status: 'paid', providerPaymentId, paidAt: new Date() })
      .where('id', '=', id)
      .execute();
  },
};
