import type { DatabaseDriver, HealthResponse, ReadinessResponse } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { AppError } from '../../http/app-error';
import { pendingMigrationCount, pingDatabase } from './repository';

export interface HealthDependencies {
  db: Db;
  driver: DatabaseDriver;
  /** Whether database notifications are heard: without them caches are off and other replicas' changes unheard. */
  listening(): boolean;
}

export function createHealthService({ db, driver, listening }: HealthDependencies) {
  // Migrations never un-run, so once none is pending the check is not asked again.
  let migrated = false;

  async function reasonsNotReady(): Promise<string[]> {
    const reasons: string[] = [];
    const answering = await pingDatabase(db).then(
      () => true,
      () => false,
    );
    if (!answering) {
      reasons.push('the database is not answering');
    } else if (!migrated) {
      const pending = await pendingMigrationCount(db);
      migrated = pending === 0;
      if (!migrated) reasons.push(`${pending} database migration(s) have not run`);
    }
    if (!listening()) reasons.push('the database notification listener is not connected');
    return reasons;
  }

  return {
    async check(): Promise<HealthResponse> {
      try {
        await pingDatabase(db);
      } catch (error) {
        throw AppError.unavailable('The database is not answering', error);
      }
      return { status: 'ok', database: driver };
    },

    async ready(): Promise<ReadinessResponse> {
      const reasons = await reasonsNotReady();
      if (reasons.length > 0) {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', `Not ready: ${reasons.join('; ')}`, { details: { reasons } });
      }
      return { status: 'ready', database: driver };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
