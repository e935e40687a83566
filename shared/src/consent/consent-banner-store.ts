import { create } from 'zustand';
import { useConsentStore } from './consent-store';

export type ConsentBannerView = 'closed' | 'summary' | 'details';

export const useConsentBannerStore = create<{ view: ConsentBannerView }>(() => ({ view: 'closed' }));

const setView = (view: ConsentBannerView): void => useConsentBannerStore.setState({ view });

/** The timed first appearance; it never replaces a view someone opened, nor asks again after a choice. */
export function showConsentBannerIfUndecided(): void {
  if (useConsentBannerStore.getState().view === 'closed' && !useConsentStore.getState().record) setView('summary');
}

/** For the footer's "Privacy settings" link: the detailed view, at any time. */
export const openPrivacySettings = (): void => setView('details');
export const showConsentSummary = (): void => setView('summary');
export const closeConsentBanner = (): void => setView('closed');
