import { ErrorFallback } from '@ps/shared/ui';

export function RemoteFallback({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <ErrorFallback
      title="Panic attack!"
      message={`The ${label} could not be loaded right now. The rest of the site still works, so take a breath and try again.`}
      onRetry={onRetry}
    />
  );
}
