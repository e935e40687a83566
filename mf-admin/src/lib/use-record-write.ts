import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRefreshingMutation } from './use-refreshing-mutation';

interface RecordKeys {
  all: QueryKey;
  detail: (id: number) => QueryKey;
}

/**
 * A write to a record that has a page of its own: it refreshes every query of its entity afterwards, and an
 * answer that carries the record (`{ [name]: record }`) goes to the record's page at once.
 */
export function useRecordWrite<Variables, Answer>(
  keys: RecordKeys,
  name: string,
  write: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useRefreshingMutation(keys.all, write, (answer) => {
    const record = (answer as Partial<Record<string, { id: number }>>)[name];
    if (record) queryClient.setQueryData(keys.detail(record.id), { [name]: record });
  });
}
