import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, userErrorMessage } from '@ps/shared/api';
import { Link } from '@ps/shared/router';
import { ErrorFallback, Skeleton } from '@ps/shared/ui';
import { AdminPage } from './admin-page';

interface Props<Data> {
  query: UseQueryResult<Data>;
  /** The heights of the placeholder blocks while the record loads, top to bottom. */
  placeholder: readonly string[];
  /** What the error with Retry says; a refusal (4xx) or a lost connection says why instead of `message`. */
  failure: { title: string; message: string };
  /** The page for a record that is not there (a 404); without it a 404 is an error like any other. */
  notFound?: ReactNode;
  /** A way back to the list, offered under the error. */
  back?: { to: string; label: string };
  children: (data: Data) => ReactNode;
}

/** A record's page: placeholder while it loads, its not-found page, an error with Retry, else the record. */
export function RecordStates<Data>({ query, placeholder, failure, notFound, back, children }: Props<Data>) {
  if (query.isPending)
    return (
      <AdminPage aria-busy="true">
        {placeholder.map((height, index) => (
          <Skeleton key={index} $height={height} />
        ))}
      </AdminPage>
    );
  if (query.isError) {
    if (notFound && query.error instanceof ApiError && query.error.status === 404) return notFound;
    return (
      <AdminPage>
        <ErrorFallback
          title={failure.title}
          message={userErrorMessage(query.error, failure.message)}
          onRetry={() => void query.refetch()}
        />
        {back && <Link to={back.to}>Back to {back.label}</Link>}
      </AdminPage>
    );
  }
  return children(query.data);
}
