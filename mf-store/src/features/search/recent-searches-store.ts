import { create } from 'zustand';
import { readPersonalJson, selectHasTrackingConsent, useConsentStore, writePersonalJson } from '@ps/shared/consent';

/** Spec 2 §9: 5 stored, 3 shown. */
export const RECENT_SEARCHES_STORED = 5;
export const RECENT_SEARCHES_SHOWN = 3;

interface RecentSearchesState {
  terms: string[];
  remember: (term: string) => void;
}

const inBrowser = typeof window !== 'undefined';

/** The shape zustand's `persist` wrote, so searches saved before keep working. */
function savedTerms(): string[] {
  const stored = readPersonalJson('recentSearches') as { state?: { terms?: unknown } } | undefined;
  const terms = stored?.state?.terms;
  return Array.isArray(terms) ? terms.filter((term): term is string => typeof term === 'string') : [];
}

/**
 * The last searches, shown under the empty search box. Like every memory of the visitor, they are kept
 * on the device only with tracking consent (personal data, decision 024); without it they last the visit.
 */
export const useRecentSearches = create<RecentSearchesState>()((set) => ({
  terms: inBrowser ? savedTerms() : [],
  remember: (term) => {
    const trimmed = term.trim();
    if (!trimmed) return;
    set(({ terms }) => ({
      terms: [trimmed, ...terms.filter((existing) => existing.toLowerCase() !== trimmed.toLowerCase())].slice(
        0,
        RECENT_SEARCHES_STORED,
      ),
    }));
  },
}));

if (inBrowser) {
  useRecentSearches.subscribe(({ terms }) => writePersonalJson('recentSearches', { state: { terms }, version: 0 }));
  // A withdrawn consent or "Delete my data" forgets them on screen too, not only in storage.
  useConsentStore.subscribe((state, previous) => {
    if (selectHasTrackingConsent(previous) && !selectHasTrackingConsent(state))
      useRecentSearches.setState({ terms: [] });
  });
}
