import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
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

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or return) as a formula;
 * names and e-mails come from shoppers, so such a cell is shown as text instead.
 */
export const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

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

/** Writes the CSV batch by batch, waiting whenever the client reads slower than the database answers. */
export async function writeOrdersCsv(
  out: Writable,
  nextBatch: (after: AdminOrderListRow | undefined) => Promise<AdminOrderListRow[]>,
): Promise<void> {
  out.write(stringify([COLUMNS]));
  let last: AdminOrderListRow | undefined;
  for (;;) {
    const batch = await nextBatch(last);
    if (batch.length === 0) break;
    if (!out.write(stringify(batch.map(toCells)))) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    // The client went away: stop reading orders nobody will receive.
    if (out.destroyed) return;
    last = batch.at(-1);
  }
  out.end();
}
