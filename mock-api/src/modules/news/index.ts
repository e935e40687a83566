import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { createNewsService } from './service';

/** Stateless: the public router and the admin table may each build their own. */
export const createNews = (db: Db, clock?: Clock) => createNewsService(db, clock);

export { addNewsAdminRoutes, newsRouter } from './routes';
export type { NewsService } from './service';
