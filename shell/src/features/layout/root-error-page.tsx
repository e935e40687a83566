import { ErrorFallback } from '@ps/shared/ui';

/** The last line of defence: the shell itself failed while routing or rendering. */
export function RootErrorPage() {
  return (
    <ErrorFallback
      title="Something went wrong"
      message="The site hit a snag it could not recover from. Reloading usually fixes it."
      onRetry={() => window.location.reload()}
    />
  );
}
