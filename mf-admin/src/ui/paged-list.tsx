import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { userErrorMessage } from '@ps/shared/api';
import { ErrorFallback, Skeleton } from '@ps/shared/ui';
import { LIST_PAGE_SIZES, type ListPage } from '../lib/list-url';
import { Pager } from './pager';

interface PagedListProps<Data extends { pagination: { total: number } }, View extends ListPage> {
  query: UseQueryResult<Data>;
  /** The page shown, and how to show another (kept in the address by the page). */
  view: View;
  onView: (next: View) => void;
  /** The sizes the pager offers (the list view's definition has them). */
  sizes?: readonly number[];
  /** "Failed to fetch …" and what to say under it, with Retry (a refusal or a lost connection says why instead). */
  errorTitle: string;
  errorMessage: string;
  /** Said instead of an empty table: a sentence, or an EmptyState. */
  empty: ReactNode;
  /** Shown while the first page loads; a plain skeleton unless given. */
  loading?: ReactNode;
  /** The table of the loaded page. */
  children: (data: Data) => ReactNode;
}

/**
 * A console list's body: skeleton, error with Retry, its empty state or the table, then the pager;
 * busy while another page loads over the last one.
 */
export function PagedList<Data extends { pagination: { total: number } }, View extends ListPage>({
  query,
  view,
  onView,
  sizes = LIST_PAGE_SIZES,
  errorTitle,
  errorMessage,
  empty,
  loading = <Skeleton $height="12rem" />,
  children,
}: PagedListProps<Data, View>) {
  if (query.isPending) return loading;
  if (query.isError)
    return (
      <ErrorFallback
        title={errorTitle}
        message={userErrorMessage(query.error, errorMessage)}
        onRetry={() => void query.refetch()}
      />
    );
  const { total } = query.data.pagination;
  if (total === 0) return typeof empty === 'string' ? <p>{empty}</p> : empty;
  return (
    <div aria-busy={query.isPlaceholderData}>
      {children(query.data)}
      <Pager
        page={view.page}
        size={view.pageSize}
        sizes={sizes}
        total={total}
        onPage={(page) => onView({ ...view, page })}
        onSize={(pageSize) => onView({ ...view, page: 1, pageSize })}
      />
    </div>
  );
}
