import type { AppDependencies } from './wiring/dependencies';
import type { Mailer } from './platform/mail/mailer';
import { createMailDispatcher } from './platform/mail/mail-dispatcher';
import { createExpirySweeper } from './modules/expiry';

export type BackgroundDependencies = Pick<AppDependencies, 'db' | 'config' | 'logger' | 'payments'> & {
  mailer: Mailer;
};

/**
 * What every API process does besides answering requests: send the mail outbox and sweep
 * expired checkouts and carts. Both are safe to run in any number of replicas at once.
 */
export async function startBackgroundWork({ db, config, logger, mailer, payments }: BackgroundDependencies) {
  const dispatcher = createMailDispatcher(db, mailer, logger);
  const sweeper = createExpirySweeper(db.kysely, payments, logger, config);
  await dispatcher.start();
  sweeper.start();
  return {
    /** Starts nothing new and waits up to `deadlineMs` for mail being sent and a sweep under way. */
    async stop(deadlineMs: number): Promise<void> {
      await Promise.all([dispatcher.stop(deadlineMs), sweeper.stop(deadlineMs)]);
    },
  };
}

export type BackgroundWork = Awaited<ReturnType<typeof startBackgroundWork>>;
