import { sql } from 'kysely';
import type { Db } from '../../db/tables';

/**
 * Counts one hit on `key` in one atomic upsert (the row lock makes concurrent hits count one after
 * the other); a window that ended by `now` starts over, ending at `freshEnd`.
 */
export function countHit(db: Db, key: string, now: Date, freshEnd: Date) {
  const expired = sql<boolean>`rate_limits.window_ends_at <= ${now}`;
  return db
    .insertInto('rateLimits')
    .values({ key, hits: 1, windowEndsAt: freshEnd })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        windowEndsAt: sql<Date>`case when ${expired} then excluded.window_ends_at else rate_limits.window_ends_at end`,
      }),
    )
    .returning(['hits', 'windowEndsAt'])
    .executeTakeFirstOrThrow();
}

/** The key's window when it is still open at `now`. */
export const openWindow = (db: Db, key: string, now: Date) =>
  db
    .selectFrom('rateLimits')
    .select(['hits', 'windowEndsAt'])
    .where('key', '=', key)
    .where('windowEndsAt', '>', now)
    .executeTakeFirst();

export async function uncountHit(db: Db, key: string, now: Date): Promise<void> {
  await db
    .updateTable('rateLimits')
    .set({ hits: sql<number>`greatest(rate_limits.hits - 1, 0)` })
    .where('key', '=', key)
    .where('windowEndsAt', '>', now)
    .execute();
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

export async function deleteEndedWindows(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('rateLimits').where('windowEndsAt', '<=', now).execute();
}
