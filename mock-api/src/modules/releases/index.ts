import type { Db } from '../../db/tables';
import { createReleaseRepository } from './repository';
import { createReleaseService } from './service';

/** Stateless: the public router and the admin table may each build their own. */
export const createReleases = (db: Db) => createReleaseService(createReleaseRepository(db));

export { addReleaseAdminRoutes, releasesRouter } from './routes';
export type { ReleaseService, ReleaseTrackRef } from './service';
