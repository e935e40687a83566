import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import { userErrorMessage } from '@ps/shared/api';
import { ErrorFallback, Skeleton, VisuallyHidden } from '@ps/shared/ui';

/** A column of a report's panels. */
export const ReportStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  min-width: 0;
`;

interface Props<Data> {
  query: UseQueryResult<Data>;
  /** "Couldn't load the …", with Retry. */
  errorTitle: string;
  /** What a screen reader hears while nothing is loaded, and the placeholder's height. */
  loadingLabel?: string;
  placeholderHeight?: string;
  children: (data: Data) => ReactNode;
}

/** A query's body: an error with Retry, a skeleton while nothing is loaded, else the data (busy while a new period or page loads). */
export function QueryStates<Data>({
  query,
  errorTitle,
  loadingLabel = 'Loading the figures…',
  placeholderHeight = '110px',
  children,
}: Props<Data>) {
  if (query.isError)
    return (
      <ErrorFallback
        title={errorTitle}
        message={userErrorMessage(query.error, 'Something went wrong on our side. Please try again.')}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data === undefined)
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        <Skeleton $height={placeholderHeight} />
      </div>
    );
  return <div aria-busy={query.isPlaceholderData}>{children(query.data)}</div>;
}
