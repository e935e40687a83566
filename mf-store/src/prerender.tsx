import { createPrerenderEntry } from '@ps/shared/prerender';
import { APP_BUILD_ID } from '@ps/shared/route-groups';
import { StoreRouteTable } from './routes';

/** The store's first screens for the server (decision 026); built for Node into dist/prerender. */
export const prerenderEntry = createPrerenderEntry({
  remote: 'mf_store',
  build: APP_BUILD_ID,
  RouteTable: StoreRouteTable,
  rootName: 'mf-store',
});
