import { Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database';
import type { Logger } from '../logger';

/** How many mails wait in the shared outbox, and for how long the oldest has. */
interface OutboxDepth {
  pending: number;
  /** 0 when nothing waits. */
  oldestPendingAgeSeconds: number;
}

/** Reads the outbox's depth: given by the wiring, so metrics import no mail code (the mail dispatcher counts its failures here). */
export type ReadOutboxDepth = () => Promise<OutboxDepth>;

/**
 * Series read from this app's database and pool when scraped: the outbox is shared by every replica,
 * so its depth is the same whichever replica answers; the pool's figures are this process's own.
 */
export function databaseRegistry(
  db: Pick<DatabaseHandle, 'poolUse'>,
  readOutboxDepth: ReadOutboxDepth,
  logger: Logger,
): Registry {
  const registry = new Registry();
  const registers = [registry];
  new Gauge({
    name: 'ps_db_pool_connections_in_use',
    help: "Database connections this process holds now (the embedded database's one connection: 0 or 1)",
    registers,
    collect() {
      this.set(db.poolUse.inUse());
    },
  });
  new Gauge({
    name: 'ps_db_pool_waiting',
    help: 'Queries of this process waiting for a free database connection now',
    registers,
    collect() {
      this.set(db.poolUse.waiting());
    },
  });
  const wait = new Histogram({
    name: 'ps_db_pool_wait_seconds',
    help: 'How long each query of this process waited for a database connection',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers,
  });
  db.poolUse.onWait((seconds) => wait.observe(seconds));
  // Every series of one scrape from one query: prom-client starts every gauge's collect in the same tick.
  let reading: Promise<OutboxDepth | null> | undefined;
  const readDepth = () => {
    reading ??= readOutboxDepth()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'metrics: the outbox depth could not be read');
        return null;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  new Gauge({
    name: 'ps_mail_outbox_pending',
    help: 'Mails waiting in the shared outbox to be sent (all replicas), read from the database when scraped',
    registers,
    async collect() {
      this.set((await readDepth())?.pending ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'ps_mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail still waiting in the outbox; 0 when none waits',
    registers,
    async collect() {
      this.set((await readDepth())?.oldestPendingAgeSeconds ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'ps_metrics_database_up',
    help: 'Whether this scrape could read the database-derived series (1) or not (0, and they show NaN)',
    registers,
    async collect() {
      this.set((await readDepth()) ? 1 : 0);
    },
  });
  return registry;
}
