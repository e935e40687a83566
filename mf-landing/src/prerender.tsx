import { createPrerenderEntry } from '@ps/shared/prerender';
import { APP_BUILD_ID } from '@ps/shared/route-groups';
import LandingRoutes from './routes';

/** The landing page's first screen for the server (decision 026); built for Node into dist/prerender. */
export const prerenderEntry = createPrerenderEntry({
  remote: 'mf_landing',
  build: APP_BUILD_ID,
  RouteTable: LandingRoutes,
});
