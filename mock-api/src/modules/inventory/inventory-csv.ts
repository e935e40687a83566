import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { centsToDollars } from '../../lib/money';
import { asText } from '../admin-orders/orders-csv';
import type { InventoryRow } from './inventory-list';

const COLUMNS = [
  'Product',
  'Variant',
  'SKU',
  'Price',
  'Available',
  'Reserved',
  'Low stock threshold',
  'Total sold',
  'Last restocked',
  'Status',
  'Stock value',
];

function toCells(row: InventoryRow): string[] {
  return [
    asText(row.productName),
    asText(row.variantName),
    asText(row.sku),
    centsToDollars(row.priceCents).toFixed(2),
    String(row.available),
    String(row.reserved),
    String(row.lowStockThreshold),
    String(row.totalSold),
    row.lastRestockedAt?.toISOString() ?? '',
    row.status,
    centsToDollars(row.priceCents * row.available).toFixed(2),
  ];
}

/** Writes the report page by page, waiting whenever the client reads slower than the database answers. */
export async function writeInventoryCsv(
  out: Writable,
  nextBatch: (offset: number) => Promise<InventoryRow[]>,
): Promise<void> {
  out.write(stringify([COLUMNS]));
  let offset = 0;
  for (;;) {
    const batch = await nextBatch(offset);
    if (batch.length === 0) break;
    if (!out.write(stringify(batch.map(toCells)))) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    if (out.destroyed) return;
    offset += batch.length;
  }
  out.end();
}
