import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RemoteName } from '@ps/shared/schemas';

/**
 * What a remote's `src/prerender.tsx` exports for the server (decision 026): its route tree
 * around a per-request QueryClient, and how its own copy of the API client reaches the API.
 */
export interface PrerenderEntry {
  remote: RemoteName;
  build: string;
  setApiOrigin(origin: string): void;
  element(client: QueryClient): ReactNode;
}
