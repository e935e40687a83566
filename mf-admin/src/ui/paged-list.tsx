import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorFallback, Skeleton } from '@ps/shared/ui';
import { LIST_PAGE_SIZES, type ListPage } from '../lib/list-url';
import { Pager } from './pager';

interface PagedListProps<Data extends { pagination: { total: number } }, View extends ListPage> {
  query: UseQueryResult<Data>;
  /** The page shown, and how to show another (kept in the address by the page). */
  view: View;
  onView: (next: View) => void;
  /** "Failed to fetch …" and what to say under it, with Retry. */
  errorTitle: string;
  errorMessage: string;
  /** Said instead of an empty table. */
  empty: ReactNode;
  /** The table of the loaded page. */
  children: (data: Data) => ReactNode;
}

/** A console list's body: skeleton, error with Retry, its empty sentence or the table, then the pager. */
export function PagedList<Data extends { pagination: { total: number } }, View extends ListPage>({
  query,
  view,
  onView,
  errorTitle,
  errorMessage,
  empty,
  children,
}: PagedListProps<Data, View>) {
  if (query.isPending) return <Skeleton $height="12rem" />;
  if (query.isError)
    return <ErrorFallback title={errorTitle} message={errorMessage} onRetry={() => void query.refetch()} />;
  const { total } = query.data.pagination;
  if (total === 0) return <p>{empty}</p>;
  return (
    <>
      {children(query.data)}
      <Pager
        page={view.page}
        size={view.pageSize}
        sizes={LIST_PAGE_SIZES}
        total={total}
        onPage={(page) => onView({ ...view, page })}
        onSize={(pageSize) => onView({ ...view, page: 1, pageSize })}
      />
    </>
  );
}
