import { lazy, Suspense, useState } from 'react';
import { useConsentStore } from '@ps/shared/consent';
import { useVisitorStateReady } from '@ps/shared/page-resource';

const OfferModalsHost = lazy(() =>
  import('./offer-modals-host').then((module) => ({ default: module.OfferModalsHost })),
);

/**
 * No marketing modal may open before the visitor has answered the consent banner (lib/popup-rules),
 * so their code loads once they have: a first visit's first screen goes without it (decision 032).
 * The visit still starts when the page does, so a timer set later counts from the page's load.
 */
export function OfferModals() {
  const [visitStartedAt] = useState(Date.now);
  const ready = useVisitorStateReady();
  const consentDecided = useConsentStore((state) => state.record !== null);
  if (!ready || !consentDecided) return null;
  return (
    <Suspense fallback={null}>
      <OfferModalsHost visitStartedAt={visitStartedAt} />
    </Suspense>
  );
}
