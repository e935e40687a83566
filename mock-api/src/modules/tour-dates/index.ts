import type { Db } from '../../db/tables';
import { createTourDateRepository } from './repository';
import { createTourDateService } from './service';

/** Stateless: the public router and the admin table may each build their own. */
export const createTourDates = (db: Db) => createTourDateService(createTourDateRepository(db));

export { createShowAnnouncer, type ShowAnnouncer } from './announce-show';
export { addTourDateAdminRoutes, tourDatesRouter } from './routes';
export type { TourDateService } from './service';
