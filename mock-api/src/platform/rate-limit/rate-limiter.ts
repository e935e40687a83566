import { createHash } from 'node:crypto';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { countHit, deleteCounter, deleteEndedWindows, openWindow, uncountHit } from './rate-limit-repository';

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

/** Fixed windows counted in PostgreSQL, so every replica shares one count. */
export function createRateLimiter(db: Db, clock: Clock) {
  return {
    /** Counts one hit; allowed while the window holds at most `limit` hits. */
    async hit(rule: RateRule, subject: string, trx: Db = db): Promise<RateLimitDecision> {
      const now = clock();
      const freshEnd = new Date(now.getTime() + rule.windowMs);
      const row = await countHit(trx, keyOf(rule, subject), now, freshEnd);
      return { allowed: row.hits <= rule.limit, retryAfterSeconds: secondsUntil(row.windowEndsAt, now) };
    },

    /**
     * Whether one more hit would still be allowed, counting nothing. Advisory only (requests in
     * flight all pass it): it spares a client the upload of a request that `hit` would refuse.
     */
    async check(rule: RateRule, subject: string): Promise<RateLimitDecision> {
      const now = clock();
      const row = await openWindow(db, keyOf(rule, subject), now);
      if (!row) return { allowed: true, retryAfterSeconds: secondsUntil(now, now) };
      return { allowed: row.hits < rule.limit, retryAfterSeconds: secondsUntil(row.windowEndsAt, now) };
    },

    /** Uncounts one hit of the current window: an attempt that turned out to be the owner's. */
    async takeBack(rule: RateRule, subject: string): Promise<void> {
      await uncountHit(db, keyOf(rule, subject), clock());
    },

    async reset(rule: RateRule, subject: string): Promise<void> {
      await deleteCounter(db, keyOf(rule, subject));
    },

    /** Forgets windows that ended; any replica may run it at any time. */
    async sweep(): Promise<void> {
      await deleteEndedWindows(db, clock());
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
