import type { QueryClient } from '@tanstack/react-query';
import type { FirstScreenReader, PageResource } from './page-resource';

/**
 * Page resources read from a server render's per-request QueryClient: a first read leaves a
 * pending query behind, which the server fetches before it renders again (decision 026).
 */
export function firstScreenReader(client: QueryClient): FirstScreenReader {
  return {
    read<Data>(key: readonly unknown[], load: () => Promise<Data>): PageResource<Data> {
      const query = client.getQueryCache().build(client, { queryKey: key, queryFn: load });
      return query.state.status === 'success'
        ? { status: 'success', data: query.state.data as Data }
        : { status: 'pending' };
    },
  };
}
