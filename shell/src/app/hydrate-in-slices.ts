import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportHydrationMismatch } from './report-hydration-mismatch';

/**
 * Hydrates the server's first screen as a transition, so React hands the main thread back to the
 * browser every few milliseconds instead of holding it for the whole tree (decision 077). A tap
 * meanwhile is not kept waiting: React hydrates the tapped part at once for a discrete event.
 */
export function hydrateInSlices(container: Element, app: ReactNode): void {
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch });
  });
}
