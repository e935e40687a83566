import type { PostgresPool } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';

export interface NotificationHandlers {
  /** A transaction that sent NOTIFY on the channel has committed. */
  notify(): void;
  /**
   * false: the listening connection is down, so notifications may be missed until it is back;
   * true: listening (again), though anything may have changed while it was down.
   */
  live(listening: boolean): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

/** A pool for Kysely, and the way to hear NOTIFY on the database behind it. */
export interface ListeningPool {
  pool: PostgresPool;
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationListener>;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a PostgreSQL server over a connection of its own, which stays open while a pool's
 * connections come and go, reconnecting with backoff when it is lost. Resolves after the first
 * attempt, successful or not: until one succeeds the handlers simply never hear `live(true)`.
 */
export async function listenOnServer(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  logger: Logger,
): Promise<NotificationListener> {
  let current: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;

  // 'error' and 'end' may both fire for one loss; only the first, for the current client, counts.
  function lost(client: pg.Client, error?: unknown): void {
    if (client !== current) return;
    current = undefined;
    handlers.live(false);
    client.end().catch(() => undefined);
    if (closed) return;
    logger.warn({ err: error, channel, retryInMs: retryMs }, 'database notifications lost; reconnecting');
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notify();
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lost(client, error);
      return;
    }
    if (client !== current) return;
    retryMs = RETRY_FIRST_MS;
    handlers.live(true);
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
