import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '@ps/shared/api';
import { FirstScreenReaderContext, firstScreenReader } from '@ps/shared/page-resource';
import { RemoteRoot, type PrerenderEntry } from '@ps/shared/remote';
import { APP_BUILD_ID } from '@ps/shared/route-groups';
import { SocialRouteTable } from './routes';

/** The social hub's first screens for the server (decision 026); built for Node into dist/prerender. */
export const prerenderEntry: PrerenderEntry = {
  remote: 'mf_social',
  build: APP_BUILD_ID,
  setApiOrigin: (origin) => configureApi({ baseUrl: origin }),
  element: (client) => (
    <RemoteRoot name="mf-social">
      <QueryClientProvider client={client}>
        <FirstScreenReaderContext.Provider value={firstScreenReader(client)}>
          <SocialRouteTable />
        </FirstScreenReaderContext.Provider>
      </QueryClientProvider>
    </RemoteRoot>
  ),
};
