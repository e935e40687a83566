import { configureApi } from '@ps/shared/api';
import { FirstScreenReaderContext, firstScreenReader } from '@ps/shared/page-resource';
import type { PrerenderEntry } from '@ps/shared/remote';
import { APP_BUILD_ID } from '@ps/shared/route-groups';
import LandingRoutes from './routes';

/** The landing page's first screen for the server (decision 026); built for Node into dist/prerender. */
export const prerenderEntry: PrerenderEntry = {
  remote: 'mf_landing',
  build: APP_BUILD_ID,
  setApiOrigin: (origin) => configureApi({ baseUrl: origin }),
  element: (client) => (
    <FirstScreenReaderContext.Provider value={firstScreenReader(client)}>
      <LandingRoutes />
    </FirstScreenReaderContext.Provider>
  ),
};
