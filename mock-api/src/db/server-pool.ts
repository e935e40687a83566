import type { PostgresPool } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';
import { listenOnServer, type ListeningPool } from './notifications';

/**
 * A pg pool whose connections LISTEN on every channel asked for, besides a connection of its
 * own for each listen(). PostgreSQL hands a session its own notifications before it reports
 * the COMMIT done, so a change made through this pool is heard before the code that made it
 * goes on; other processes' changes arrive on the separate connection a moment after they
 * commit, even while the pool has no connection open.
 */
export function openServerPool(url: string, logger: Logger): ListeningPool {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.error({ err: error }, 'idle database client failed'));

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
    pool: listeningPool,
    async listen(channel, handlers) {
      notifyByChannel.set(channel, [...(notifyByChannel.get(channel) ?? []), handlers.notify]);
      return listenOnServer(url, channel, handlers, logger);
    },
  };
}
