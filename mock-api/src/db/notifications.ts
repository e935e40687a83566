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

/** A pool for Kysely, and the way to hear NOTIFY on the database behind it. */
export interface ListeningPool {
  pool: PostgresPool;
  listen(channel: string, handlers: NotificationHandlers): Promise<void>;
  /** Whether notifications are heard now; readiness reports it. */
  listening(): boolean;
  /** Stops listening; the pool ends on its own. */
  close(): Promise<void>;
}

/** Names the listening connection in pg_stat_activity, so an operator (and a test) can count it. */
export const LISTENER_APPLICATION_NAME = 'panic-squad-listener';

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

export type ServerListener = Omit<ListeningPool, 'pool'>;

/**
 * One connection of its own that LISTENs on every channel asked for, which stays open while a
 * pool's connections come and go, reconnecting with backoff when it is lost. `start()` resolves
 * after the first attempt, successful or not: until one succeeds the handlers never hear `live(true)`.
 */
export function createServerListener(url: string, logger: Logger): ServerListener & { start(): Promise<void> } {
  const handlersByChannel = new Map<string, NotificationHandlers[]>();
  let current: pg.Client | undefined;
  /** `current` once it LISTENs on every channel; each channel's LISTEN, done or under way. */
  let ready: { client: pg.Client; channels: Map<string, Promise<unknown>> } | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RETRY_FIRST_MS;

  const everyHandler = () => [...handlersByChannel.values()].flat();

  // 'error' and 'end' may both fire for one loss; only the first, for the current client, counts.
  function lost(client: pg.Client, error?: unknown): void {
    if (client !== current) return;
    const wasReady = ready !== undefined;
    current = undefined;
    ready = undefined;
    if (wasReady) everyHandler().forEach((handlers) => handlers.live(false));
    client.end().catch(() => undefined);
    if (closed) return;
    logger.warn({ err: error, retryInMs: retryMs }, 'database notifications lost; reconnecting');
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
    current = client;
    client.on('notification', ({ channel }) =>
      handlersByChannel.get(channel)?.forEach((handlers) => handlers.notify()),
    );
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    const channels = new Map<string, Promise<unknown>>();
    try {
      await client.connect();
      // A channel asked for during these awaits joins the iteration, so none is left out.
      for (const channel of handlersByChannel.keys()) {
        const listened = client.query(`listen ${client.escapeIdentifier(channel)}`);
        channels.set(channel, listened);
        await listened;
      }
    } catch (error) {
      lost(client, error);
      return;
    }
    if (client !== current) return;
    retryMs = RETRY_FIRST_MS;
    ready = { client, channels };
    everyHandler().forEach((handlers) => handlers.live(true));
  }

  return {
    start: connect,
    async listen(channel, handlers) {
      handlersByChannel.set(channel, [...(handlersByChannel.get(channel) ?? []), handlers]);
      // Not connected: the next successful connection LISTENs on it and tells every handler.
      const connection = ready;
      if (!connection) return;
      let listened = connection.channels.get(channel);
      if (!listened) {
        // One query at a time on a connection: after the LISTEN asked for last.
        const previous = Promise.allSettled(connection.channels.values());
        const { client } = connection;
        listened = previous.then(() => client.query(`listen ${client.escapeIdentifier(channel)}`));
        connection.channels.set(channel, listened);
      }
      try {
        await listened;
      } catch {
        // The connection failed under it; the reconnection LISTENs on every channel and says so.
        return;
      }
      if (ready === connection) handlers.live(true);
    },
    listening: () => ready !== undefined,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = current;
      current = undefined;
      ready = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
