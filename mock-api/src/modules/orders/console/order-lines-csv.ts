import type { Writable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../../db/tables';
import { asText, writeCsvInBatches } from '../../../lib/csv-stream';
import { nextAdminOrders, type AdminOrderFilter, type AdminOrderListRow } from './admin-order-list';
import { csvAmount } from './orders-csv';

/** One row per order line: the line totals of an order add up to its Subtotal in the orders CSV. */
const COLUMNS = [
  'Order',
  'Placed at',
  'Status',
  'Payment',
  'SKU',
  'Product',
  'Variant',
  'Quantity',
  'Unit price',
  'Line total',
  'Refunded quantity',
];

interface OrderLineRow {
  order: AdminOrderListRow;
  sku: string;
  productName: string;
  variantName: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  refundedQuantity: number;
}

function linesOf(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('orderItems as i')
    .select([
      'i.id',
      'i.orderId',
      'i.sku',
      'i.productName',
      'i.variantName',
      'i.quantity',
      'i.unitPriceCents',
      'i.lineTotalCents',
      (eb) =>
        eb
          .selectFrom('orderRefundLines as r')
          .select(sql<number>`coalesce(sum(r.quantity), 0)::int`.as('refunded'))
          .whereRef('r.orderItemId', '=', 'i.id')
          .as('refundedQuantity'),
    ])
    .where('i.orderId', 'in', orderIds)
    .orderBy('i.id')
    .execute();
}

/** The next orders after `after`'s order, as their lines in the orders' order. */
async function nextLines(db: Db, filter: AdminOrderFilter, after: OrderLineRow | undefined, limit: number) {
  const orders = await nextAdminOrders(db, filter, after?.order, limit);
  if (orders.length === 0) return [];
  const lines = await linesOf(
    db,
    orders.map((order) => order.id),
  );
  return orders.flatMap((order) =>
    lines
      .filter((line) => line.orderId === order.id)
      .map((line): OrderLineRow => ({ ...line, order, refundedQuantity: line.refundedQuantity ?? 0 })),
  );
}

function toCells(row: OrderLineRow): string[] {
  return [
    row.order.orderNumber,
    row.order.createdAt.toISOString(),
    row.order.status,
    row.order.paymentStatus,
    asText(row.sku),
    asText(row.productName),
    asText(row.variantName),
    String(row.quantity),
    csvAmount(row.unitPriceCents),
    csvAmount(row.lineTotalCents),
    String(row.refundedQuantity),
  ];
}

/** The order lines CSV for the list's filter, `batch` orders at a time. */
export function writeOrderLinesCsv(db: Db, filter: AdminOrderFilter, out: Writable, batch: number): Promise<void> {
  return writeCsvInBatches(out, COLUMNS, toCells, (after) => nextLines(db, filter, after, batch));
}
