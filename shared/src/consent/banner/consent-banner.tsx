import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { closeConsentBanner, useConsentBannerStore } from '../consent-banner-store';
import { Panel } from './banner-styles';
import { ConsentSummary } from './consent-summary';
import { PrivacySettings } from './privacy-settings';

/** A non-modal dialog: the page stays usable, but focus starts in the banner and returns when it closes. */
export function ConsentBanner() {
  const view = useConsentBannerStore((state) => state.view);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // Switching views removes the focused button, so focus is put back on the panel each time.
  useEffect(() => {
    panelRef.current?.focus();
  }, [view]);

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
