import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storageKey } from '@ps/shared/brand';

/** Spec 2 §9: 5 stored, 3 shown. */
export const RECENT_SEARCHES_STORED = 5;
export const RECENT_SEARCHES_SHOWN = 3;

interface RecentSearchesState {
  terms: string[];
  remember: (term: string) => void;
  clear: () => void;
}

export const useRecentSearches = create<RecentSearchesState>()(
  persist(
    (set) => ({
      terms: [],
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
      clear: () => set({ terms: [] }),
    }),
    { name: storageKey('recent_searches') },
  ),
);
