import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { registerSingleton } from '@ps/shared/remote';
import { readFirstScreen } from '@ps/shared/route-groups';
import { createQueryClient } from './create-query-client';

let pageClient: QueryClient | undefined;

/** The page's one QueryClient: this module is a federation singleton, so every remote gets the same cache. */
export function getQueryClient(): QueryClient {
  if (!pageClient) {
    pageClient = createQueryClient();
    // The data the server drew the first screen with: the page shows it without asking the API again.
    const firstScreen = typeof document === 'undefined' ? null : readFirstScreen();
    for (const { key, data } of firstScreen?.queries ?? []) pageClient.setQueryData(key, data);
    registerSingleton('query', pageClient);
  }
  return pageClient;
}

/** Remotes that read the API wrap their routes in this; the page-wide client is created on first use. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
