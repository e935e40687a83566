import { Button } from '@ps/shared/ui';
import { Muted } from './panel-card';

/** A feed that could not load says so and offers a retry; the rest of the page keeps working. */
export function FeedError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <Muted>Could not load {what}. Please try again.</Muted>
      <Button $variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
