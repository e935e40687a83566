import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or return) as a formula;
 * names and e-mails come from shoppers, so such a cell is shown as text instead.
 */
export const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * Writes a CSV batch by batch, each batch asked for with the last row of the one before,
 * waiting whenever the client reads slower than the database answers.
 */
export async function writeCsvInBatches<Row>(
  out: Writable,
  columns: readonly string[],
  toCells: (row: Row) => string[],
  nextBatch: (after: Row | undefined) => Promise<Row[]>,
): Promise<void> {
  // The first batch is read before anything is sent, so a failing query still gets a proper error answer.
  let batch = await nextBatch(undefined);
  out.write(stringify([columns]));
  while (batch.length > 0) {
    if (!out.write(stringify(batch.map(toCells)))) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    // The client went away: stop reading rows nobody will receive.
    if (out.destroyed) return;
    batch = await nextBatch(batch.at(-1));
  }
  out.end();
}
