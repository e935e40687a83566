import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import type { DatabaseDriver } from '@ps/shared/schemas';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { lockDataDir } from './data-dir-lock';
import type { ListeningPool, NotificationHandlers } from './notifications';
import { createPglitePool } from './pglite-pool';
import { measuredPool, type PoolUse } from './pool-use';
import { openServerPool } from './server-pool';
import type { Db } from './tables';

export type DatabaseTarget =
  /** listenUrl: a direct connection for LISTEN when `url` goes through a pooler; poolMax: the pool's size. */
  | { driver: 'postgres'; url: string; listenUrl?: string; poolMax?: number }
  /**
   * dataDir null keeps the database in memory (tests); maxWaitMs bounds a request's wait for its turn;
   * snapshot, a dumped data folder to start an in-memory database from, skips initdb (tests).
   */
  | { driver: 'pglite'; dataDir: string | null; maxWaitMs?: number; snapshot?: Blob };

export interface DatabaseHandle {
  kysely: Db;
  driver: DatabaseDriver;
  /**
   * Hears every committed NOTIFY on `channel` until close(): one sent through this handle before the
   * query that committed it resolves, one from another process a moment after it commits.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<void>;
  /** Whether notifications are heard now (always, in-process on PGlite); readiness reports it. */
  listening(): boolean;
  /** Connections in use and waits for one, for the metrics. */
  poolUse: PoolUse;
  close(): Promise<void>;
}

export function databaseTargetFromConfig(
  config: Pick<Config, 'databaseUrl' | 'databaseListenUrl' | 'databasePoolMax' | 'dataDir' | 'limits'>,
): DatabaseTarget {
  return config.databaseUrl
    ? {
        driver: 'postgres',
        url: config.databaseUrl,
        listenUrl: config.databaseListenUrl,
        poolMax: config.databasePoolMax,
      }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pgdata'), maxWaitMs: config.limits.embeddedDbWaitMs };
}

/** PGlite keeps no lock of its own, and two processes writing one folder silently lose commits. */
async function lockedFolder(dataDir: string, logger: Logger): Promise<() => Promise<void>> {
  await mkdir(path.dirname(dataDir), { recursive: true });
  const lock = await lockDataDir(dataDir, (error) => {
    // Another process may be writing the folder now; flushing anything more could only corrupt it.
    logger.fatal({ err: error }, 'lost the lock on the embedded database folder; stopping at once');
    process.exit(1);
  });
  await mkdir(dataDir, { recursive: true });
  return () => lock.release();
}

/** PGlite ships contrib extensions as separate bundles; the search migration needs these two. */
export const pgliteExtensions = { pg_trgm, unaccent };

async function openPglitePool(
  { dataDir, maxWaitMs, snapshot }: Extract<DatabaseTarget, { driver: 'pglite' }>,
  logger: Logger,
): Promise<ListeningPool> {
  const options: PGliteOptions = { extensions: pgliteExtensions };
  const unlock = dataDir === null ? null : await lockedFolder(dataDir, logger);
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir === null ? { ...options, loadDataDir: snapshot } : { ...options, dataDir });
  } catch (error) {
    await unlock?.();
    throw error;
  }
  const pglitePool = createPglitePool(pglite, maxWaitMs);
  const pool = {
    ...pglitePool,
    async end() {
      await pglitePool.end();
      await unlock?.();
    },
  };
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
    },
    listening: () => true,
    // Closing PGlite ends its listeners with it.
    close: () => Promise.resolve(),
  };
}

export async function openDatabase(target: DatabaseTarget, logger: Logger): Promise<DatabaseHandle> {
  const opened =
    target.driver === 'postgres'
      ? await openServerPool({ url: target.url, listenUrl: target.listenUrl, max: target.poolMax }, logger)
      : await openPglitePool(target, logger);
  const { pool, use } = measuredPool(opened.pool);
  const kysely: Db = new Kysely({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  return {
    kysely,
    driver: target.driver,
    listen: opened.listen,
    listening: opened.listening,
    poolUse: use,
    async close() {
      await opened.close();
      await kysely.destroy();
    },
  };
}
