// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useConsentStore } from '@ps/shared/consent';
import { useRecentSearches } from './recent-searches-store';

const STORED_KEY = 'ps_recent_searches';
const consent = (allowTracking: boolean) =>
  useConsentStore
    .getState()
    .saveConsent({ allowTracking, allowAnalytics: false, allowMarketing: false, allowPersonalization: false });

describe('recent searches', () => {
  beforeEach(() => {
    window.localStorage.clear();
    consent(true);
    useRecentSearches.setState({ terms: [] });
  });

  it('keeps the newest five, without duplicates or blanks', () => {
    const { remember } = useRecentSearches.getState();
    for (const term of ['hoodie', 'vinyl', '  ', 'poster', 'Hoodie', 'pin', 'tee', 'cap']) remember(term);
    expect(useRecentSearches.getState().terms).toEqual(['cap', 'tee', 'pin', 'Hoodie', 'poster']);
    expect(JSON.parse(window.localStorage.getItem(STORED_KEY) ?? 'null')).toEqual({
      state: { terms: ['cap', 'tee', 'pin', 'Hoodie', 'poster'] },
      version: 0,
    });
  });

  it('stores nothing after Reject All, and remembers the visit only', () => {
    consent(false);
    useRecentSearches.getState().remember('hoodie');
    expect(useRecentSearches.getState().terms).toEqual(['hoodie']);
    expect(window.localStorage.getItem(STORED_KEY)).toBeNull();
  });

  it('forgets them, stored and shown, when consent is withdrawn', () => {
    useRecentSearches.getState().remember('hoodie');
    consent(false);
    expect(useRecentSearches.getState().terms).toEqual([]);
    expect(window.localStorage.getItem(STORED_KEY)).toBeNull();
  });
});
