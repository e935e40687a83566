import { useSyncExternalStore } from 'react';

const nothingChanges = () => () => {};

/**
 * Whether a returns window closing at `closesAt` is still open by the reader's clock. The server draws
 * it open, as it cannot know when the page is read; the reader's own clock decides once hydrated.
 */
export function useReturnWindowOpen(closesAt: string | null): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => closesAt === null || Date.now() < Date.parse(closesAt),
    () => true,
  );
}
