import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { createTourDateService } from './service';

/** Stateless: the public router and the admin table may each build their own. */
export const createTourDates = (db: Db, clock?: Clock) => createTourDateService(db, clock);

export { createShowAnnouncer, type ShowAnnouncer } from './announce-show';
export { createShowCanceller, type ShowCanceller } from './cancel-show';
export { addTourDateAdminRoutes, tourDatesRouter } from './routes';
export type { TourDateService } from './service';
