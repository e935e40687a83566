import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@ps/shared/ui';

const PerformanceOverlay = lazy(() =>
  import('./performance-overlay').then((module) => ({ default: module.PerformanceOverlay })),
);

const renderNothing = () => null;

export const isOverlayShortcut = (event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'key'>): boolean =>
  event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'p';

/** Ctrl+Shift+P toggles the overlay; its code (and web-vitals) loads on the first toggle. */
export function PerformanceHotkey() {
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOverlayShortcut(event)) return;
      event.preventDefault();
      setOpen((open) => !open);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!isOpen) return null;
  return (
    <ErrorBoundary fallback={renderNothing}>
      <Suspense fallback={null}>
        <PerformanceOverlay />
      </Suspense>
    </ErrorBoundary>
  );
}
