import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '@ps/shared/api';
import { RemoteRoot, type PrerenderEntry } from '@ps/shared/remote';
import { APP_BUILD_ID } from '@ps/shared/route-groups';
import { CheckoutRouteTable } from './routes';

/**
 * The frames of the cart and checkout pages for the server (decision 026); built for Node into
 * dist/prerender. The server has no browser, hence no cart and no checkout session: every page
 * draws its loading state, the same for everyone, and the browser loads the shopper's own.
 */
export const prerenderEntry: PrerenderEntry = {
  remote: 'mf_checkout',
  build: APP_BUILD_ID,
  setApiOrigin: (origin) => configureApi({ baseUrl: origin }),
  element: (client) => (
    <RemoteRoot name="mf-checkout">
      <QueryClientProvider client={client}>
        <CheckoutRouteTable />
      </QueryClientProvider>
    </RemoteRoot>
  ),
};
