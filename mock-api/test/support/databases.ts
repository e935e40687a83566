import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
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

/**
 * A database of its own on the server, and the way to drop it: empty for suites that hand its URL to
 * processes, or a copy of `template`.
 */
export async function createServerDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `ps_test_${randomBytes(6).toString('hex')}`;
  const create = template
    ? sql`create database ${sql.id(name)} template ${sql.id(template)}`
    : sql`create database ${sql.id(name)}`;
  await withAdminConnection(adminUrl, (admin) => create.execute(admin).then(() => {}));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropServerDatabase(adminUrl, name),
  };
}

/**
 * `with (force)` cannot end an autovacuum worker that happens to be in the database (it is the
 * server's, not our role's): wait for it to finish and try again.
 */
export async function dropServerDatabase(adminUrl: string, name: string, attempts = 10): Promise<void> {
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
async function openServerDatabase(adminUrl: string, template: string | undefined): Promise<DatabaseHandle> {
  const database = await createServerDatabase(adminUrl, template);
  const handle = await openDatabase({ driver: 'postgres', url: database.url }, silentLogger);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

async function migratedSnapshot(): Promise<Blob | undefined> {
  const file = inject('migratedPgliteSnapshot');
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * A migrated, empty database: PGlite in memory, or a new database on the test server. Both start from the
 * run's migrated copy when the API project's global setup made one; the migrations then find nothing to do.
 */
export async function openTestDatabase(driver: DatabaseDriver): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (driver === 'pglite') {
    handle = await openDatabase({ driver: 'pglite', dataDir: null, snapshot: await migratedSnapshot() }, silentLogger);
  } else if (serverAdminUrl) {
    handle = await openServerDatabase(serverAdminUrl, inject('migratedPostgresTemplate') ?? undefined);
  } else {
    throw new Error('TEST_DATABASE_URL is not set');
  }
  await migrateToLatest(handle.kysely, silentLogger);
  return handle;
}
