import { sql } from 'kysely';
import type { Db } from '../../db/tables';
import { migrator } from '../../db/migrate';

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Migrations this code holds that the database has not run. */
export async function pendingMigrationCount(db: Db): Promise<number> {
  const migrations = await migrator(db).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).length;
}
