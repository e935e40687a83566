import { createPrerenderEntry } from '@ps/shared/prerender';
import { APP_BUILD_ID } from '@ps/shared/route-groups';
import { AccountRouteTable } from './routes';

/**
 * The help pages' first screens and the frames of the order and tracking pages for the server
 * (decision 026); built for Node into dist/prerender. Orders and sessions are never read there,
 * so those pages draw their loading state.
 */
export const prerenderEntry = createPrerenderEntry({
  remote: 'mf_account',
  build: APP_BUILD_ID,
  RouteTable: AccountRouteTable,
  rootName: 'mf-account',
});
