import { sql } from 'kysely';
import { AppError } from '../../http/app-error';
import type { Db } from '../../db/tables';

/** The tables whose rows a console form edits as a whole (migration 0040). */
type VersionedTable = 'categories' | 'promotions' | 'tour_dates' | 'news_posts' | 'settings' | 'newsletter_mailings';

export const staleForm = (what: string) =>
  new AppError(
    409,
    'VERSION_CONFLICT',
    `${what} was changed by someone else after you opened it. Reload to see their changes, then make yours again.`,
  );

/**
 * A form's save, inside its transaction: bumps the row's version (which locks the row until the commit, so two
 * saves take turns) and refuses with 409 VERSION_CONFLICT when the form read an older version. A save that names
 * no version (an API client) is not checked. No such row: nothing happens, and the caller answers 404.
 */
export async function bumpFormVersion(
  trx: Db,
  target: { table: VersionedTable; id: number | boolean; what: string },
  expectedVersion: number | undefined,
): Promise<void> {
  const { rows } = await sql<{ previous: number }>`
    update ${sql.table(target.table)} set version = version + 1 where id = ${target.id} returning version - 1 as previous
  `.execute(trx);
  const previous = rows[0]?.previous;
  if (previous !== undefined && expectedVersion !== undefined && previous !== expectedVersion) {
    throw staleForm(target.what);
  }
}
