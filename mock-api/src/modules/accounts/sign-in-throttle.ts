import type { Response } from 'express';
import type { Db } from '../../db/tables';
import { ACCOUNT_MESSAGES } from '@ps/shared/schemas';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter';
import { tooManyRequests } from '../rate-limit/rate-limit';

const MINUTE = 60_000;

/**
 * Failed sign-ins, counted in PostgreSQL: per account (guessing one password) and per
 * address (trying many accounts). Only failures count; a success forgives the account.
 */
export function createSignInThrottle(limiter: RateLimiter, scope: 'customer' | 'staff' | 'staff-second-factor') {
  const perAccount: RateRule = { name: `${scope}-sign-in-account`, limit: 5, windowMs: 15 * MINUTE };
  const perAddress: RateRule = { name: `${scope}-sign-in-address`, limit: 50, windowMs: 60 * MINUTE };

  return {
    /** Refuses before the password is even checked once either count is used up. */
    async assertAllowed(res: Response, email: string, address: string): Promise<void> {
      const [account, client] = await Promise.all([
        limiter.check(perAccount, email.toLowerCase()),
        limiter.check(perAddress, address),
      ]);
      const refused = [account, client].filter((decision) => !decision.allowed);
      if (refused.length === 0) return;
      const longest = refused.reduce((a, b) => (a.retryAfterSeconds >= b.retryAfterSeconds ? a : b));
      throw tooManyRequests(res, longest, ACCOUNT_MESSAGES.tooManyAttempts);
    },

    /** `trx`: the staff sign-in's, which also audits the failure. */
    async recordFailure(email: string, address: string, trx?: Db): Promise<void> {
      await limiter.hit(perAccount, email.toLowerCase(), trx);
      await limiter.hit(perAddress, address, trx);
    },

    async forgive(email: string): Promise<void> {
      await limiter.reset(perAccount, email.toLowerCase());
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
