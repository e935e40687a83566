import { useEffect } from 'react';
import { selectHasTrackingConsent, useConsentStore } from '@ps/shared/consent';
import { trackFormInteractions } from './form-interactions';
import { leavePage, returnToPage, trackPageView } from './page-visit';

/**
 * For the app that owns the router (the shell): a page_view for each path, and again for the
 * current one when consent arrives; time_on_page as the visitor leaves; form_interaction
 * on forms that opt in. Every event still passes the consent checks of `track`.
 */
export function useVisitTracking(pathname: string): void {
  const allowsTracking = useConsentStore(selectHasTrackingConsent);

  useEffect(() => {
    if (allowsTracking) trackPageView(pathname);
  }, [pathname, allowsTracking]);

  useEffect(() => {
    const onVisibility = () => (document.visibilityState === 'hidden' ? leavePage() : returnToPage());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leavePage);
    const stopForms = trackFormInteractions();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leavePage);
      stopForms();
    };
  }, []);
}
