import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { closeConsentBanner, useConsentBannerStore } from '../consent-banner-store';
import { Panel } from './banner-styles';
import { ConsentSummary } from './consent-summary';
import { PrivacySettings } from './privacy-settings';

/**
 * A non-modal dialog: the page stays usable. Opened by the visitor, focus starts in the banner and
 * returns when it closes; its timed first appearance is announced by the host and takes no focus.
 */
export function ConsentBanner() {
  const view = useConsentBannerStore((state) => state.view);
  const openedByVisitor = useConsentBannerStore((state) => state.openedByVisitor);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    const panel = panelRef.current;
    return () => {
      // Only focus the banner held (or lost with its buttons) goes back; a visitor typing elsewhere keeps their place.
      const focusWasInBanner = panel?.contains(document.activeElement) || document.activeElement === document.body;
      if (focusWasInBanner && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // Switching views removes the focused button, so focus is put back on the panel each time.
  useEffect(() => {
    if (openedByVisitor) panelRef.current?.focus();
  }, [view, openedByVisitor]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeConsentBanner();
  };

  return (
    <Panel
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={closeOnEscape}
      data-testid="consent-banner"
    >
      {view === 'details' ? <PrivacySettings titleId={titleId} /> : <ConsentSummary titleId={titleId} />}
    </Panel>
  );
}
