import { create } from 'zustand';
import { useConsentStore } from './consent-store';

export type ConsentBannerView = 'closed' | 'summary' | 'details';

interface ConsentBannerState {
  view: ConsentBannerView;
  /** True when the visitor opened or switched the banner; the timed first appearance leaves focus where it is. */
  openedByVisitor: boolean;
}

export const useConsentBannerStore = create<ConsentBannerState>(() => ({ view: 'closed', openedByVisitor: false }));

const setView = (view: ConsentBannerView, openedByVisitor = true): void =>
  useConsentBannerStore.setState({ view, openedByVisitor });

/** The timed first appearance; it never replaces a view someone opened, nor asks again after a choice. */
export function showConsentBannerIfUndecided(): void {
  if (useConsentBannerStore.getState().view === 'closed' && !useConsentStore.getState().record) {
    setView('summary', false);
  }
}

/** For the footer's "Privacy settings" link: the detailed view, at any time. */
export const openPrivacySettings = (): void => setView('details');
export const showConsentSummary = (): void => setView('summary');
export const closeConsentBanner = (): void => setView('closed', false);

/** Marketing modals never open over the banner, however it was opened. */
export const isConsentBannerOpen = (): boolean => useConsentBannerStore.getState().view !== 'closed';
