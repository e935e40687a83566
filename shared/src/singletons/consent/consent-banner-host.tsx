import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary, VisuallyHidden } from '@ps/shared/ui';
import { showConsentBannerIfUndecided, useConsentBannerStore } from './consent-banner-store';

export const CONSENT_BANNER_DELAY_MS = 3000;
export const TIMED_BANNER_ANNOUNCEMENT = 'Privacy choices are waiting at the bottom of the page.';

// The banner's code loads only when it is shown, keeping it out of every page's first load.
const ConsentBanner = lazy(() =>
  import('./banner/consent-banner').then((module) => ({ default: module.ConsentBanner })),
);

const renderNothing = () => null;

/** Render once in the shell's layout (inside the router and theme). */
export function ConsentBannerHost() {
  const isOpen = useConsentBannerStore((state) => state.view !== 'closed');
  const isTimed = useConsentBannerStore((state) => state.view !== 'closed' && !state.openedByVisitor);

  useEffect(() => {
    const timer = setTimeout(showConsentBannerIfUndecided, CONSENT_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // The live region stays mounted so its text is announced when it changes; the banner takes no focus then.
  return (
    <>
      <VisuallyHidden aria-live="polite">{isTimed ? TIMED_BANNER_ANNOUNCEMENT : ''}</VisuallyHidden>
      {isOpen && (
        // A banner chunk that fails to load must not take the page down with it.
        <ErrorBoundary fallback={renderNothing}>
          <Suspense fallback={null}>
            <ConsentBanner />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
