import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { dollarsToCents } from '../../../lib/money';
import { livePrices, setPrices } from './bulk-change-repository';

type PriceChange = { mode: 'percent' | 'amount'; value: number };

function changed(cents: number, change: PriceChange): number {
  return change.mode === 'percent'
    ? Math.round(cents * (1 + change.value / 100))
    : cents + dollarsToCents(change.value);
}

/** Moves base and sale prices together; refuses the whole change if any price would fall below zero. */
export async function changePrices(trx: Db, ids: number[], change: PriceChange): Promise<number> {
  const rows = await livePrices(trx, ids);
  const refused = rows.filter(
    (row) =>
      changed(row.basePriceCents, change) < 0 ||
      (row.salePriceCents !== null && changed(row.salePriceCents, change) < 0),
  );
  if (refused.length > 0) {
    const names = refused.map((row) => row.name).join(', ');
    throw AppError.validation(`That change would make a price negative for: ${names}`, {
      value: 'Enter a smaller change',
    });
  }
  for (const row of rows) {
    const base = changed(row.basePriceCents, change);
    const sale = row.salePriceCents === null ? null : changed(row.salePriceCents, change);
    // A sale price that would reach the base price is no longer a sale.
    await setPrices(trx, row.id, { basePriceCents: base, salePriceCents: sale !== null && sale < base ? sale : null });
  }
  return rows.length;
}
