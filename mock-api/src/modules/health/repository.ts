import { sql } from 'kysely';
import type { Db } from '../../db/tables';

export function createHealthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
