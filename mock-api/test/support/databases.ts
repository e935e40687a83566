import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseDriver } from '@ps/shared/schemas';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { createLogger } from '../../src/logger';

export const silentLogger = createLogger({ logLevel: 'silent' });

/** Admin URL of a PostgreSQL server whose role may CREATE DATABASE; tests skip the server without it. */
export const serverAdminUrl = process.env.TEST_DATABASE_URL;

export const availableDrivers: DatabaseDriver[] = serverAdminUrl ? ['pglite', 'postgres'] : ['pglite'];

async function withAdminConnection(adminUrl: string, work: (admin: Kysely<unknown>) => Promise<void>) {
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: adminUrl, max: 1 }) }),
  });
  try {
    await work(admin);
  } finally {
    await admin.destroy();
  }
}

/** An empty database of its own on the server, and the way to drop it; for suites that hand its URL to processes. */
export async function createServerDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ps_test_${randomBytes(6).toString('hex')}`;
  await withAdminConnection(adminUrl, (admin) => sql`create database ${sql.id(name)}`.execute(admin).then(() => {}));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropWithRetry(adminUrl, name),
  };
}

/**
 * `with (force)` cannot end an autovacuum worker that happens to be in the database (it is the
 * server's, not our role's): wait for it to finish and try again.
 */
async function dropWithRetry(adminUrl: string, name: string, attempts = 10): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdminConnection(adminUrl, (admin) =>
        sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin).then(() => {}),
      );
      return;
    } catch (error) {
      const insufficientPrivilege = (error as { code?: string }).code === '42501';
      if (!insufficientPrivilege || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** A fresh database on the server, so test files never see each other's rows. */
async function openServerDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const database = await createServerDatabase(adminUrl);
  const handle = await openDatabase({ driver: 'postgres', url: database.url }, silentLogger);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A migrated, empty database: PGlite in memory, or a new database on the test server. */
export async function openTestDatabase(driver: DatabaseDriver): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (driver === 'pglite') {
    handle = await openDatabase({ driver: 'pglite', dataDir: null }, silentLogger);
  } else if (serverAdminUrl) {
    handle = await openServerDatabase(serverAdminUrl);
  } else {
    throw new Error('TEST_DATABASE_URL is not set');
  }
  await migrateToLatest(handle.kysely, silentLogger);
  return handle;
}
