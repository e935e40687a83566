import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';

export interface RateRule {
  /** Names the counter, so two rules never share a key. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window starts over. */
  retryAfterSeconds: number;
}

/** Keys are hashed: the table never holds an e-mail address or a client's IP. */
const keyOf = (rule: RateRule, subject: string) =>
  createHash('sha256').update(`${rule.name}\n${subject}`).digest('base64url');

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));

/**
 * Fixed windows counted in PostgreSQL, so every replica shares one count. A hit is one
 * atomic upsert: the row lock makes concurrent hits on a key count one after the other.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  return {
    /** Counts one hit; allowed while the window holds at most `limit` hits. */
    async hit(rule: RateRule, subject: string, trx: Db = db): Promise<RateLimitDecision> {
      const now = clock();
      const freshEnd = new Date(now.getTime() + rule.windowMs);
      const expired = sql<boolean>`rate_limits.window_ends_at <= ${now}`;
      const row = await trx
        .insertInto('rateLimits')
        .values({ key: keyOf(rule, subject), hits: 1, windowEndsAt: freshEnd })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
            windowEndsAt: sql<Date>`case when ${expired} then excluded.window_ends_at else rate_limits.window_ends_at end`,
          }),
        )
        .returning(['hits', 'windowEndsAt'])
        .executeTakeFirstOrThrow();
      return { allowed: row.hits <= rule.limit, retryAfterSeconds: secondsUntil(row.windowEndsAt, now) };
    },

    /**
     * Whether one more hit would still be allowed, counting nothing. Advisory only (requests in
     * flight all pass it): it spares a client the upload of a request that `hit` would refuse.
     */
    async check(rule: RateRule, subject: string): Promise<RateLimitDecision> {
      const now = clock();
      const row = await db
        .selectFrom('rateLimits')
        .select(['hits', 'windowEndsAt'])
        .where('key', '=', keyOf(rule, subject))
        .where('windowEndsAt', '>', now)
        .executeTakeFirst();
      if (!row) return { allowed: true, retryAfterSeconds: secondsUntil(now, now) };
      return { allowed: row.hits < rule.limit, retryAfterSeconds: secondsUntil(row.windowEndsAt, now) };
    },

    /** Uncounts one hit of the current window: an attempt that turned out to be the owner's. */
    async takeBack(rule: RateRule, subject: string): Promise<void> {
      await db
        .updateTable('rateLimits')
        .set({ hits: sql<number>`greatest(rate_limits.hits - 1, 0)` })
        .where('key', '=', keyOf(rule, subject))
        .where('windowEndsAt', '>', clock())
        .execute();
    },

    async reset(rule: RateRule, subject: string): Promise<void> {
      await db.deleteFrom('rateLimits').where('key', '=', keyOf(rule, subject)).execute();
    },

    /** Forgets windows that ended; any replica may run it at any time. */
    async sweep(): Promise<void> {
      await db.deleteFrom('rateLimits').where('windowEndsAt', '<=', clock()).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
