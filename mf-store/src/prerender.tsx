import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '@ps/shared/api';
import { RemoteRoot, type PrerenderEntry } from '@ps/shared/remote';
import { APP_BUILD_ID } from '@ps/shared/route-groups';
import { StoreRouteTable } from './routes';

/** The store's first screens for the server (decision 026); built for Node into dist/prerender. */
export const prerenderEntry: PrerenderEntry = {
  remote: 'mf_store',
  build: APP_BUILD_ID,
  setApiOrigin: (origin) => configureApi({ baseUrl: origin }),
  element: (client) => (
    <RemoteRoot name="mf-store">
      <QueryClientProvider client={client}>
        <StoreRouteTable />
      </QueryClientProvider>
    </RemoteRoot>
  ),
};
