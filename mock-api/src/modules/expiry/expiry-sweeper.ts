import type { Config } from '../../config';
import type { LimitsConfig } from '../../config-limits';
import type { Db } from '../../db/tables';
import { waitAtMost } from '../../lib/wait-at-most';
import type { Logger } from '../../logger';
import { expirySweeps } from '../../metrics/process-metrics';
import { paymentHolds } from '../checkout';
import { outboxQueries } from '../../platform/mail/outbox-repository';
import type { PaymentProvider } from '../payments';
import { expiryQueries } from './repository';

const BATCH = 200;
/** Longer than a provider call can take (the Stripe client gives up after 80 s). */
const RELEASE_LEASE_MS = 5 * 60_000;
const SENT_MAIL_KEPT_DAYS = 30;

export type ExpiryConfig = Pick<Config, 'checkoutSessionTtlHours' | 'cartTtlDays' | 'expirySweepIntervalSeconds'> & {
  limits: Pick<LimitsConfig, 'emptyCartTtlHours'>;
};

export interface SweepResult {
  checkouts: number;
  holdsReleased: number;
  carts: number;
}

async function inBatches(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < BATCH) return total;
  }
}

/**
 * Deletes abandoned checkouts and carts and releases the payment holds they leave,
 * on a timer in every replica. Each hold is claimed before it is released, so however
 * many sweepers run, the provider is asked once per hold (again only after a failure).
 */
export function createExpirySweeper(db: Db, payments: PaymentProvider, logger: Logger, config: ExpiryConfig) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  async function releaseOrphanedHolds(): Promise<number> {
    let released = 0;
    for (;;) {
      const claimed = await paymentHolds.claimOrphaned(db, BATCH, RELEASE_LEASE_MS);
      for (const paymentId of claimed) {
        try {
          await payments.cancel(paymentId);
          await paymentHolds.forget(db, paymentId);
          released += 1;
        } catch (error) {
          logger.error({ err: error, paymentId }, 'expiry: could not release a payment hold; will retry');
        }
      }
      if (claimed.length < BATCH) return released;
    }
  }

  async function sweep(): Promise<SweepResult> {
    const checkouts = await inBatches(() =>
      expiryQueries.deleteAbandonedCheckouts(db, config.checkoutSessionTtlHours, BATCH),
    );
    const holdsReleased = await releaseOrphanedHolds();
    const carts =
      (await inBatches(() => expiryQueries.deleteAbandonedCarts(db, config.cartTtlDays * 24, BATCH))) +
      (await inBatches(() => expiryQueries.deleteEmptyCarts(db, config.limits.emptyCartTtlHours, BATCH)));
    await outboxQueries.deleteSentBefore(db, SENT_MAIL_KEPT_DAYS);
    if (checkouts + holdsReleased + carts > 0) logger.info({ checkouts, holdsReleased, carts }, 'expiry sweep');
    return { checkouts, holdsReleased, carts };
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweep()
        .then(() => expirySweeps.inc({ outcome: 'ok' }))
        .catch((error: unknown) => {
          expirySweeps.inc({ outcome: 'failed' });
          logger.error({ err: error }, 'expiry sweep failed');
        })
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, config.expirySweepIntervalSeconds * 1000).unref();
  }

  return {
    sweep,
    start: schedule,
    /** Starts no new sweep and waits up to `deadlineMs` for one under way. */
    async stop(deadlineMs: number): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await waitAtMost(running, deadlineMs);
    },
  };
}

export type ExpirySweeper = ReturnType<typeof createExpirySweeper>;
