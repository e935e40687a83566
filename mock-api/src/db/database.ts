import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { DatabaseDriver } from '@ps/shared/schemas';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { ListeningPool, NotificationHandlers, NotificationListener } from './notifications';
import { createPglitePool } from './pglite-pool';
import { openServerPool } from './server-pool';
import type { Db } from './tables';

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  /** dataDir null keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir: string | null };

export interface DatabaseHandle {
  kysely: Db;
  driver: DatabaseDriver;
  /**
   * Hears every committed NOTIFY on `channel` until close(): one sent through this handle before the
   * query that committed it resolves, one from another process a moment after it commits.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<void>;
  close(): Promise<void>;
}

export function databaseTargetFromConfig(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') };
}

async function openPglitePool(dataDir: string | null): Promise<ListeningPool> {
  // PGlite ships contrib extensions as separate bundles; the search migration needs these two.
  const options: PGliteOptions = { extensions: { pg_trgm, unaccent } };
  if (dataDir !== null) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir === null ? options : { ...options, dataDir });
  const pool = createPglitePool(pglite);
  return {
    pool,
    async listen(channel, handlers) {
      // PGlite is one session: LISTEN inside someone else's open transaction would be undone by its rollback.
      const turn = await pool.connect();
      try {
        await pglite.listen(channel, handlers.notify);
      } finally {
        turn.release();
      }
      // In-process, notifications arrive before the committing query returns and cannot be missed.
      handlers.live(true);
      // Closing PGlite ends its listeners with it.
      return { close: () => Promise.resolve() };
    },
  };
}

export async function openDatabase(target: DatabaseTarget, logger: Logger): Promise<DatabaseHandle> {
  const { pool, listen } =
    target.driver === 'postgres' ? openServerPool(target.url, logger) : await openPglitePool(target.dataDir);
  const kysely: Db = new Kysely({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  const listeners: NotificationListener[] = [];
  return {
    kysely,
    driver: target.driver,
    async listen(channel, handlers) {
      listeners.push(await listen(channel, handlers));
    },
    async close() {
      await Promise.all(listeners.map((listener) => listener.close()));
      await kysely.destroy();
    },
  };
}
