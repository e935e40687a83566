import type { Writable } from 'node:stream';
import { asText, writeCsvInBatches } from '../../lib/csv-stream';
import { centsToDollars } from '../../lib/money';
import type { AdminOrderListRow } from './admin-order-list';

const COLUMNS = [
  'Order',
  'Placed at',
  'Status',
  'Payment',
  'Customer',
  'Email',
  'Phone',
  'Items',
  'Subtotal',
  'Shipping',
  'Tax',
  'Total',
  'City',
  'State',
  'Country',
  'Carrier',
  'Tracking number',
];

const amount = (cents: number) => centsToDollars(cents).toFixed(2);

function toCells(row: AdminOrderListRow): string[] {
  const address = row.shippingAddress;
  return [
    row.orderNumber,
    row.createdAt.toISOString(),
    row.status,
    row.paymentStatus,
    asText(`${row.customerFirstName} ${row.customerLastName}`),
    asText(row.customerEmail),
    asText(row.customerPhone ?? ''),
    String(row.itemCount ?? 0),
    amount(row.subtotalCents),
    amount(row.shippingCents),
    amount(row.taxCents),
    amount(row.totalCents),
    asText(address.city),
    asText(address.state),
    address.country,
    row.carrier ?? '',
    row.trackingNumber ?? '',
  ];
}

/** The orders CSV, read from the database a batch at a time. */
export function writeOrdersCsv(
  out: Writable,
  nextBatch: (after: AdminOrderListRow | undefined) => Promise<AdminOrderListRow[]>,
): Promise<void> {
  return writeCsvInBatches(out, COLUMNS, toCells, nextBatch);
}
