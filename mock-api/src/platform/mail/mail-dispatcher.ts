import type { DatabaseHandle } from '../../db/database';
import { waitAtMost } from '../../lib/wait-at-most';
import type { Logger } from '../../logger';
import { mailSendFailures } from '../../metrics/process-metrics';
import type { Mailer } from './mailer';
import { outboxQueries, type ClaimedMail } from './outbox-repository';

export interface DispatcherOptions {
  /** How often to look for due mail without a wake-up (retries, missed notifications). */
  pollIntervalMs: number;
  batchSize: number;
  /** Tries per message before it is marked failed. */
  maxAttempts: number;
  /** The first retry's delay; each later one doubles, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A send that takes longer counts as failed; the lease outlasts it, so no one else sends meanwhile. */
  sendTimeoutMs: number;
}

const DEFAULTS: DispatcherOptions = {
  pollIntervalMs: 5_000,
  batchSize: 10,
  maxAttempts: 8,
  retryBaseMs: 15_000,
  retryMaxMs: 60 * 60_000,
  sendTimeoutMs: 60_000,
};

const CHANNEL = 'mail_outbox';

/** Between half and all of the doubled delay, so replicas retrying a broken server spread out. */
function retryDelayMs(attempts: number, options: DispatcherOptions): number {
  const delay = Math.min(options.retryBaseMs * 2 ** (attempts - 1), options.retryMaxMs);
  return delay / 2 + (Math.random() * delay) / 2;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`mail send timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

// SMTP refusals often quote the recipient: the log gets the codes, the outbox row the full text.
const errorCodes = (error: unknown) => {
  const { name, code, responseCode } = (error ?? {}) as { name?: string; code?: string; responseCode?: number };
  return { name, code, responseCode };
};

/**
 * Sends the outbox. Every replica runs one: claims are exclusive, so each message goes
 * out once while its sender lives; a sender that dies mid-send leaves the row to be
 * tried again after its lease (at least once, never lost).
 */
export function createMailDispatcher(
  database: Pick<DatabaseHandle, 'kysely' | 'listen'>,
  mailer: Mailer,
  logger: Logger,
  overrides: Partial<DispatcherOptions> = {},
) {
  const options = { ...DEFAULTS, ...overrides };
  const leaseMs = options.sendTimeoutMs * 2;
  const db = database.kysely;
  let stopped = false;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;

  async function recordFailure(mail: ClaimedMail, error: unknown): Promise<void> {
    const context = { outboxId: mail.id, kind: mail.kind, attempts: mail.attempts };
    const retryInMs = mail.attempts >= options.maxAttempts ? null : retryDelayMs(mail.attempts, options);
    mailSendFailures.inc({ final: String(retryInMs === null) });
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await outboxQueries.markFailed(db, mail.id, reason, retryInMs).catch((markError: unknown) => {
      logger.error({ err: markError, mail: context }, 'could not record a failed send; the lease will retry it');
    });
    const log = retryInMs === null ? logger.error.bind(logger) : logger.warn.bind(logger);
    log(
      { mail: { ...context, retryInMs }, error: errorCodes(error) },
      retryInMs === null ? 'mail failed' : 'mail not sent yet',
    );
  }

  async function sendOne(mail: ClaimedMail): Promise<void> {
    let messageId: string;
    try {
      ({ messageId } = await withTimeout(mailer.send(mail.message), options.sendTimeoutMs));
    } catch (error) {
      await recordFailure(mail, error);
      return;
    }
    await outboxQueries.markSent(db, mail.id, messageId).catch((error: unknown) => {
      logger.error(
        { err: error, mail: { outboxId: mail.id } },
        'mail sent but not marked; it goes again after its lease',
      );
    });
  }

  /** Sends every message due now, batch by batch; resolves with how many it claimed. */
  async function drain(): Promise<number> {
    let claimedTotal = 0;
    while (!stopped) {
      const claimed = await outboxQueries.claimDue(db, options.batchSize, leaseMs);
      claimedTotal += claimed.length;
      await Promise.all(claimed.map(sendOne));
      if (claimed.length < options.batchSize) break;
    }
    return claimedTotal;
  }

  function schedule(ms: number): void {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(wake, ms).unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    running = drain()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, 'mail outbox: dispatch failed'))
      .finally(() => {
        running = undefined;
        schedule(wokenWhileRunning ? 0 : options.pollIntervalMs);
        wokenWhileRunning = false;
      });
  }

  return {
    drain,
    /** Polls, and wakes at once when any process commits a new message. */
    async start(): Promise<void> {
      await database.listen(CHANNEL, { notify: wake, live: (listening) => listening && wake() });
      wake();
    },
    /** Claims nothing more and waits up to `deadlineMs` for the sends under way. */
    async stop(deadlineMs: number): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await waitAtMost(running, deadlineMs);
    },
  };
}

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;
