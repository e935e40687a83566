import { lazy, Suspense, useState } from 'react';
import { useConsentStore } from '@ps/shared/consent';
import { useVisitorStateReady } from '@ps/shared/page-resource';
import { ErrorBoundary } from '@ps/shared/ui';
import { startPopupVisit } from './popup-visit';

const OfferModalsHost = lazy(() =>
  import('./offer-modals-host').then((module) => ({ default: module.OfferModalsHost })),
);

const renderNothing = () => null;

/**
 * The offer modals' code loads once the visitor has answered the consent banner: no marketing
 * modal may open before that (the pop-up rules' `consent-pending`), so a first visit's first load
 * does without it (decision 038). The visit is read here, as the page loads, so the rules still
 * count from the page's start and not from the code's arrival (decision 032).
 */
export function OfferModals() {
  const [visit] = useState(startPopupVisit);
  const ready = useVisitorStateReady();
  const consentDecided = useConsentStore((state) => state.record !== null);
  const [loaded, setLoaded] = useState(false);
  // Once loaded it stays: erasing the consent record closes nothing the rules would not close.
  if (ready && consentDecided && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <ErrorBoundary fallback={renderNothing}>
      <Suspense fallback={null}>
        <OfferModalsHost visit={visit} />
      </Suspense>
    </ErrorBoundary>
  );
}
