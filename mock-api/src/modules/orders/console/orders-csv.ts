import type { Writable } from 'node:stream';
import type { PaymentStatus } from '@ps/shared/schemas';
import { SHIPPING_METHOD_DETAILS } from '@ps/shared/rules';
import { asText, writeCsvInBatches } from '../../../lib/csv-stream';
import { centsToDollars } from '../../../lib/money';
import type { AdminOrderListRow } from './admin-order-list-repository';

/**
 * Subtotal − Discount + Shipping + Tax = Total on every row; Paid − Refunded = Net, and the
 * Net column adds up to the revenue the dashboard and the orders list show for the same orders.
 */
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
  'Discount',
  'Promotion code',
  'Shipping',
  'Shipping method',
  'Tax',
  'Total',
  'Paid',
  'Refunded',
  'Net',
  'City',
  'State',
  'Country',
  'Carrier',
  'Tracking number',
];

/** Statuses whose total was taken from the card; what is refunded of it comes back off it. */
const CAPTURED: readonly PaymentStatus[] = ['paid', 'partially_refunded', 'refunded'];

export const csvAmount = (cents: number) => centsToDollars(cents).toFixed(2);

/** What the shop was paid for an order and kept of it, in cents. */
export function moneyKept(row: Pick<AdminOrderListRow, 'paymentStatus' | 'totalCents' | 'refundedCents'>) {
  const paid = CAPTURED.includes(row.paymentStatus) ? row.totalCents : 0;
  return { paid, net: paid - row.refundedCents };
}

function toCells(row: AdminOrderListRow): string[] {
  const address = row.shippingAddress;
  const { paid, net } = moneyKept(row);
  return [
    row.orderNumber,
    row.createdAt.toISOString(),
    row.status,
    row.paymentStatus,
    asText(`${row.customerFirstName} ${row.customerLastName}`),
    asText(row.customerEmail),
    asText(row.customerPhone ?? ''),
    String(row.itemCount ?? 0),
    csvAmount(row.subtotalCents),
    csvAmount(row.discountCents),
    asText(row.promoCode ?? ''),
    csvAmount(row.shippingCents),
    SHIPPING_METHOD_DETAILS[row.shippingMethod].name,
    csvAmount(row.taxCents),
    csvAmount(row.totalCents),
    csvAmount(paid),
    csvAmount(row.refundedCents),
    csvAmount(net),
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
