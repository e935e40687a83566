import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** Spec 1 §7: no retry, no refetch on window focus, data stays fresh unless a query says otherwise. */
export const queryDefaults = {
  queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
