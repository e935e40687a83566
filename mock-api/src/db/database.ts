import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { CamelCasePlugin, Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { DatabaseDriver } from '@ps/shared/schemas';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createPglitePool } from './pglite-pool';
import type { Db } from './tables';

export type DatabaseTarget =
  | { driver: 'postgres'; url: string }
  /** dataDir null keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir: string | null };

export interface DatabaseHandle {
  kysely: Db;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export function databaseTargetFromConfig(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { driver: 'postgres', url: config.databaseUrl }
    : { driver: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') };
}

async function openPool(target: DatabaseTarget, logger: Logger): Promise<PostgresPool> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => logger.error({ err: error }, 'idle database client failed'));
    return pool;
  }
  // PGlite ships contrib extensions as separate bundles; the search migration needs these two.
  const options: PGliteOptions = { extensions: { pg_trgm, unaccent } };
  if (target.dataDir === null) return createPglitePool(await PGlite.create(options));
  await mkdir(target.dataDir, { recursive: true });
  return createPglitePool(await PGlite.create({ ...options, dataDir: target.dataDir }));
}

export async function openDatabase(target: DatabaseTarget, logger: Logger): Promise<DatabaseHandle> {
  const kysely: Db = new Kysely({
    dialect: new PostgresDialect({ pool: await openPool(target, logger) }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  return { kysely, driver: target.driver, close: () => kysely.destroy() };
}
