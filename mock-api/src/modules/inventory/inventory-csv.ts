import type { Writable } from 'node:stream';
import { asText, writeCsvInBatches } from '../../lib/csv-stream';
import { centsToDollars } from '../../lib/money';
import type { InventoryRow } from './inventory-list-repository';

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
export function writeInventoryCsv(
  out: Writable,
  nextBatch: (offset: number) => Promise<InventoryRow[]>,
): Promise<void> {
  let offset = 0;
  return writeCsvInBatches(out, COLUMNS, toCells, async () => {
    const batch = await nextBatch(offset);
    offset += batch.length;
    return batch;
  });
}
