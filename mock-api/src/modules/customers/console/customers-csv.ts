import type { Writable } from 'node:stream';
import { asText, writeCsvInBatches } from '../../../lib/csv-stream';
import { centsToDollars } from '../../../lib/money';
import type { CustomerListRow } from './customer-list-repository';

const COLUMNS = ['Name', 'Email', 'Type', 'Orders', 'Lifetime value', 'Last order', 'Newsletter'];

function toCells(row: CustomerListRow): string[] {
  return [
    asText(row.name),
    asText(row.email),
    row.accountId === null ? 'guest' : 'account',
    String(row.orderCount),
    centsToDollars(Number(row.lifetimeCents)).toFixed(2),
    row.lastOrderAt?.toISOString() ?? '',
    row.newsletter,
  ];
}

/** The customers CSV, read from the database a batch at a time. */
export function writeCustomersCsv(
  out: Writable,
  nextBatch: (after: CustomerListRow | undefined) => Promise<CustomerListRow[]>,
): Promise<void> {
  return writeCsvInBatches(out, COLUMNS, toCells, nextBatch);
}
