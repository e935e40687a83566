import { createPrerenderEntry } from '@ps/shared/prerender';
import { APP_BUILD_ID } from '@ps/shared/route-groups';
import { CheckoutRouteTable } from './routes';

/**
 * The frames of the cart and checkout pages for the server (decision 026); built for Node into
 * dist/prerender. The server has no browser, hence no cart and no checkout session: every page
 * draws its loading state, the same for everyone, and the browser loads the shopper's own.
 */
export const prerenderEntry = createPrerenderEntry({
  remote: 'mf_checkout',
  build: APP_BUILD_ID,
  RouteTable: CheckoutRouteTable,
  rootName: 'mf-checkout',
});
