import { lazy, Suspense } from 'react';
import { selectHasTrackingConsent, useConsentStore } from '@ps/shared/consent';
import { useVisitorStateReady } from '@ps/shared/page-resource';

// Loads the newsletter test, and @ps/shared/experiments with it, only for a visitor who allows tracking:
// everyone else sees the test's control, which places the signup in the contact section, not here (decision 075).
const NewsletterTopBanner = lazy(() =>
  import('./newsletter-top-banner').then((module) => ({ default: module.NewsletterTopBanner })),
);

/** Where the newsletter test's top banner goes; empty on the server's markup, as for a visitor without consent. */
export function TopBannerSlot() {
  const ready = useVisitorStateReady();
  const allowsTracking = useConsentStore(selectHasTrackingConsent);
  if (!ready || !allowsTracking) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterTopBanner />
    </Suspense>
  );
}
