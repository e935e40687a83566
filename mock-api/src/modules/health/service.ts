import type { DatabaseDriver, HealthResponse } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import type { HealthRepository } from './repository';

export function createHealthService(repository: HealthRepository, driver: DatabaseDriver) {
  return {
    async check(): Promise<HealthResponse> {
      try {
        await repository.ping();
      } catch (error) {
        throw AppError.unavailable('The database is not answering', error);
      }
      return { status: 'ok', database: driver };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
