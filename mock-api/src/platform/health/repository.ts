import { sql } from 'kysely';
import type { Db } from '../../db/tables';
import { migrator } from '../../db/migrate';

export function createHealthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
    /** Migrations this code holds that the database has not run. */
    async pendingMigrations(): Promise<number> {
      const migrations = await migrator(db).getMigrations();
      return migrations.filter((migration) => migration.executedAt === undefined).length;
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
