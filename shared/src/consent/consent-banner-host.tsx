import { lazy, Suspense, useEffect } from 'react';
import { ErrorBoundary } from '@ps/shared/ui';
import { showConsentBannerIfUndecided, useConsentBannerStore } from './consent-banner-store';

export const CONSENT_BANNER_DELAY_MS = 3000;

// The banner's code loads only when it is shown, keeping it out of every page's first load.
const ConsentBanner = lazy(() =>
  import('./banner/consent-banner').then((module) => ({ default: module.ConsentBanner })),
);

const renderNothing = () => null;

/** Render once in the shell's layout (inside the router and theme). */
export function ConsentBannerHost() {
  const isOpen = useConsentBannerStore((state) => state.view !== 'closed');

  useEffect(() => {
    const timer = setTimeout(showConsentBannerIfUndecided, CONSENT_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!isOpen) return null;
  // A banner chunk that fails to load must not take the page down with it.
  return (
    <ErrorBoundary fallback={renderNothing}>
      <Suspense fallback={null}>
        <ConsentBanner />
      </Suspense>
    </ErrorBoundary>
  );
}
