import type { Writable } from 'node:stream';
import type { Db } from '../../../db/tables';
import { asText, writeCsvInBatches } from '../../../lib/csv-stream';
import {
  adminOrderLines,
  nextAdminOrders,
  type AdminOrderFilter,
  type AdminOrderListRow,
} from './admin-order-list-repository';
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

/** The next orders after `after`'s order, as their lines in the orders' order. */
async function nextLines(db: Db, filter: AdminOrderFilter, after: OrderLineRow | undefined, limit: number) {
  const orders = await nextAdminOrders(db, filter, after?.order, limit);
  if (orders.length === 0) return [];
  const lines = await adminOrderLines(
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
