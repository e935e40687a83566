import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { configureApi } from '@ps/shared/api';
import { FirstScreenReaderContext, firstScreenReader } from '@ps/shared/page-resource';
import { RemoteRoot, type PrerenderEntry } from '@ps/shared/remote';
import type { RemoteName } from '@ps/shared/schemas';

interface PrerenderEntryOptions {
  remote: RemoteName;
  /** The app's own `APP_BUILD_ID`: each build defines it, so it must come from the app, not from here. */
  build: string;
  /** The remote's routes as the browser draws them inside its root, minus the browser's QueryClient. */
  RouteTable: ComponentType;
  /** The `RemoteRoot` to draw around them, unless the route table draws its own. */
  rootName?: string;
}

/**
 * A remote's public prerender entry (decision 026): its routes around the server's per-request
 * QueryClient, with page resources read from it, and its own copy of the API client pointed at
 * this server. Only the Node builds import this, so no browser downloads it.
 */
export function createPrerenderEntry({ remote, build, RouteTable, rootName }: PrerenderEntryOptions): PrerenderEntry {
  return {
    remote,
    build,
    setApiOrigin: (origin) => configureApi({ baseUrl: origin }),
    element: (client) => (
      <QueryClientProvider client={client}>
        <FirstScreenReaderContext.Provider value={firstScreenReader(client)}>
          {rootName ? (
            <RemoteRoot name={rootName}>
              <RouteTable />
            </RemoteRoot>
          ) : (
            <RouteTable />
          )}
        </FirstScreenReaderContext.Provider>
      </QueryClientProvider>
    ),
  };
}
