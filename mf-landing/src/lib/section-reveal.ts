import { useSyncExternalStore } from 'react';

const revealed = new Set<string>();
const listeners = new Set<() => void>();

/**
 * Lazy sections normally load as they near the viewport. Jumping to an anchor
 * loads every section on the way first, so the target does not move while the
 * page scrolls past sections that are still growing.
 */
export function revealSections(ids: readonly string[]): void {
  const fresh = ids.filter((id) => !revealed.has(id));
  if (fresh.length === 0) return;
  fresh.forEach((id) => revealed.add(id));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsRevealed(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => revealed.has(id),
    () => false,
  );
}
