import type { UseQueryResult } from '@tanstack/react-query';
import { useParams } from '@ps/shared/router';
import { useRecordTitle } from './record-titles';

/**
 * The record a page's `:id` names, read with its entity's query hook; once loaded, its name titles the
 * breadcrumbs.
 */
export function useRouteRecord<Data>(
  useRecord: (id: number) => UseQueryResult<Data>,
  nameOf: (data: Data) => string,
): { id: number; query: UseQueryResult<Data> } {
  const id = Number(useParams().id);
  const query = useRecord(id);
  useRecordTitle(query.data && nameOf(query.data));
  return { id, query };
}
