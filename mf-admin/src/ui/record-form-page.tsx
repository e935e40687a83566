import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { userErrorMessage } from '@ps/shared/api';
import { ErrorFallback, Skeleton } from '@ps/shared/ui';
import { AdminPage, PageHeader } from './admin-page';

/** A page that creates or edits one record: its heading, then its forms. */
export function RecordFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminPage>
      <PageHeader>
        <h1>{title}</h1>
      </PageHeader>
      {children}
    </AdminPage>
  );
}

interface StatesProps<Data> {
  query: UseQueryResult<Data>;
  placeholderHeight: string;
  /** What the error with Retry says; a refusal (4xx) or a lost connection says why instead of `message`. */
  failure: { title: string; message: string };
  children: (data: Data) => ReactNode;
}

/** The forms of a record being edited: a placeholder while it loads, an error with Retry, else the forms. */
export function RecordFormStates<Data>({ query, placeholderHeight, failure, children }: StatesProps<Data>) {
  if (query.isPending) return <Skeleton $height={placeholderHeight} />;
  if (query.isError)
    return (
      <ErrorFallback
        title={failure.title}
        message={userErrorMessage(query.error, failure.message)}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}
