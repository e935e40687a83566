import type { PostgresPool } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';
import { createServerListener, type ListeningPool } from './notifications';

export interface ServerPoolOptions {
  url: string;
  /** A direct connection for LISTEN when `url` goes through a pooler; unset listens on `url`. */
  listenUrl?: string;
  /** Connections the pool may hold, besides the listening one. */
  max?: number;
}

/** Names the pool's connections in pg_stat_activity. */
export const POOL_APPLICATION_NAME = 'panic-squad';

/**
 * A pg pool plus one listening connection for every channel asked for. Without a separate
 * listen URL the pool's connections LISTEN too: PostgreSQL hands a session its own notifications
 * before it reports the COMMIT done, so a change made through this pool is heard before the code
 * that made it goes on. Through a pooler in transaction mode LISTEN on a pooled session would
 * leak to other clients, so then this process hears its own changes on the listening connection,
 * a moment after they commit, as other processes hear them.
 */
export async function openServerPool(
  { url, listenUrl, max = 10 }: ServerPoolOptions,
  logger: Logger,
): Promise<ListeningPool> {
  const pool = new pg.Pool({ connectionString: url, max, application_name: POOL_APPLICATION_NAME });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.error({ err: error }, 'idle database client failed'));
  const listener = createServerListener(listenUrl ?? url, logger);
  await listener.start();
  if (listenUrl) return { pool, ...listener };

  const notifyByChannel = new Map<string, (() => void)[]>();
  const channelsOf = new WeakMap<pg.PoolClient, Set<string>>();

  /** Runs on every checkout, so a connection opened before a listen() catches up then. */
  async function listenOn(client: pg.PoolClient): Promise<void> {
    let channels = channelsOf.get(client);
    if (!channels) {
      channels = new Set();
      channelsOf.set(client, channels);
      client.on('notification', ({ channel }) => notifyByChannel.get(channel)?.forEach((notify) => notify()));
    }
    for (const channel of notifyByChannel.keys()) {
      if (channels.has(channel)) continue;
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
      channels.add(channel);
    }
  }

  const listeningPool: PostgresPool = {
    async connect() {
      const client = await pool.connect();
      try {
        await listenOn(client);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      return client;
    },
    end: () => pool.end(),
  };

  return {
    ...listener,
    pool: listeningPool,
    listen(channel, handlers) {
      notifyByChannel.set(channel, [...(notifyByChannel.get(channel) ?? []), handlers.notify]);
      return listener.listen(channel, handlers);
    },
  };
}
