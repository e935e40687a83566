import { createPrerenderEntry } from '@ps/shared/prerender';
import { APP_BUILD_ID } from '@ps/shared/route-groups';
import { SocialRouteTable } from './routes';

/** The social hub's first screens for the server (decision 026); built for Node into dist/prerender. */
export const prerenderEntry = createPrerenderEntry({
  remote: 'mf_social',
  build: APP_BUILD_ID,
  RouteTable: SocialRouteTable,
  rootName: 'mf-social',
});
