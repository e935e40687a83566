import type { Request, Response } from 'express';
import { ACCOUNT_MESSAGES } from '@ps/shared/schemas';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter';
import { clientAddressOf, tooManyRequests } from '../rate-limit/rate-limit';
import type { DeviceScope, KnownDevices } from './known-devices';

const MINUTE = 60_000;

export interface SignInThrottleOptions {
  /** Whose cookie marks a browser that signed in before; such a browser is counted on its own. */
  devices: { known: KnownDevices; scope: DeviceScope };
  /** Told once per attack window when the account as a whole sees too many attempts. */
  onUnderAttack?: (email: string) => Promise<void>;
}

export interface AdmitOptions {
  /** A correct second factor was given first: the account's slow-down does not apply. */
  secondFactorProven?: boolean;
}

/** One admitted attempt; call `succeeded` when the secret was right, so the owner's attempts do not count. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Attempts at a secret (decision 043), counted in PostgreSQL before the secret is checked, each
 * count one atomic upsert, so requests in flight cannot slip past together:
 * - per account and address (or per known device): 5 in 15 minutes, then 429 for that pair only;
 * - per address across accounts: 50 an hour;
 * - per account from browsers it does not know: past 10 in 15 minutes the account is under
 *   attack and slowed to one attempt every 30 seconds, not blocked; a known device or a correct
 *   second factor is not slowed.
 */
export function createSignInThrottle(limiter: RateLimiter, name: string, options: SignInThrottleOptions) {
  const rules = {
    pair: { name: `${name}-sign-in-pair`, limit: 5, windowMs: 15 * MINUTE },
    address: { name: `${name}-sign-in-address`, limit: 50, windowMs: 60 * MINUTE },
    account: { name: `${name}-sign-in-account`, limit: 10, windowMs: 15 * MINUTE },
    pace: { name: `${name}-sign-in-pace`, limit: 1, windowMs: MINUTE / 2 },
    warning: { name: `${name}-under-attack-mail`, limit: 1, windowMs: 15 * MINUTE },
  } satisfies Record<string, RateRule>;

  async function count(
    res: Response,
    rule: RateRule,
    subject: string,
    message: string = ACCOUNT_MESSAGES.tooManyAttempts,
  ) {
    const decision = await limiter.hit(rule, subject);
    if (!decision.allowed) throw tooManyRequests(res, decision, message);
  }

  /** Past the account's allowance: one warning per window, then one attempt every 30 seconds. */
  async function slowDown(res: Response, account: string, email: string) {
    const decision = await limiter.hit(rules.account, account);
    if (decision.allowed) return;
    if (options.onUnderAttack && (await limiter.hit(rules.warning, account)).allowed) {
      await options.onUnderAttack(email);
    }
    await count(res, rules.pace, account, ACCOUNT_MESSAGES.signInSlowed);
  }

  return {
    /** Counts this attempt, or answers 429 (with Retry-After) before the secret is checked at all. */
    async admit(req: Request, res: Response, email: string, admit: AdmitOptions = {}): Promise<SignInAttempt> {
      const account = email.toLowerCase();
      const address = clientAddressOf(req);
      const device = await options.devices.known.recognise(req, options.devices.scope, account);
      const pair = device ? `device\n${device}` : `${account}\n${address}`;
      await count(res, rules.pair, pair);
      if (!device) await count(res, rules.address, address);
      const slowed = !device && !admit.secondFactorProven;
      if (slowed) await slowDown(res, account, email);
      return {
        async succeeded() {
          await limiter.reset(rules.pair, pair);
          if (device) return;
          await limiter.takeBack(rules.address, address);
          if (slowed) await limiter.takeBack(rules.account, account);
        },
      };
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
