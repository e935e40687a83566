import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a write's answer into its query. A read of that query started before the write would land
 * after it and put the old data back, so the read is cancelled first and its answer dropped.
 */
export async function writeAnswerToQuery<T>(client: QueryClient, queryKey: QueryKey, data: T): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData(queryKey, data);
}
