import type { Db } from '../../db/tables';
import { createReleaseService } from './service';

/** Stateless: the public router and the admin table may each build their own. */
export const createReleases = (db: Db) => createReleaseService(db);

export { addReleaseAdminRoutes, releasesRouter } from './routes';
export type { ReleaseService, ReleaseTrackRef } from './service';
export { hasSketch, sketchTrackIds } from './preview-catalog';
