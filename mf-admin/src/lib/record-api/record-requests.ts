import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { authRequest } from '@ps/shared/api';

/** A record's save: POST to its collection when it is new, PUT to the record when it is edited. */
export const saveRecord = <Answer>(collection: string, { id, body }: { id: number | null; body: unknown }) =>
  authRequest<Answer>(id === null ? collection : `${collection}/${id}`, { method: id === null ? 'POST' : 'PUT', body });

/** One page of a console list, under the key its entity gives it; the page shown before stays while it loads. */
export const listPageQueryOptions = <Key extends QueryKey, Query, Page>(
  keyOf: (query: Query) => Key,
  query: Query,
  getPage: (query: Query, signal: AbortSignal) => Promise<Page>,
) =>
  queryOptions({
    queryKey: keyOf(query),
    queryFn: ({ signal }) => getPage(query, signal),
    placeholderData: keepPreviousData,
  });

/** A multipart body with each file under the same field. */
export function filesBody(field: string, files: readonly File[]): FormData {
  const body = new FormData();
  for (const file of files) body.append(field, file);
  return body;
}
