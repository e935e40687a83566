import { Migrator, sql } from 'kysely';
import type { Logger } from '../logger';
import { migrations } from './migrations/index';
import type { Db } from './tables';

export function migrator(db: Db): Migrator {
  return new Migrator({
    // Migrations spell their own snake_case names, so the camelCase plugin stays out.
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
    // Numbers are handed out to branches in parallel and merged in any order: a database that
    // already ran 0011 must still take a 0008 merged after it (each migration stands alone).
    allowUnorderedMigrations: true,
  });
}

export async function migrateToLatest(db: Db, logger: Logger): Promise<void> {
  const { error, results = [] } = await migrator(db).migrateToLatest();
  for (const result of results) {
    const log = result.status === 'Error' ? logger.error.bind(logger) : logger.info.bind(logger);
    log({ migration: result.migrationName, status: result.status }, 'migration');
  }
  if (error) throw error;
}

/** Everything the migrations made (tables, types, functions, extensions) lives in the public schema. */
export async function dropEverything(db: Db): Promise<void> {
  await sql`drop schema public cascade`.execute(db);
  await sql`create schema public`.execute(db);
}
