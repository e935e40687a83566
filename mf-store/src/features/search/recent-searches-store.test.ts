// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useRecentSearches } from './recent-searches-store';

describe('recent searches', () => {
  beforeEach(() => useRecentSearches.setState({ terms: [] }));

  it('keeps the newest five, without duplicates or blanks', () => {
    const { remember } = useRecentSearches.getState();
    for (const term of ['hoodie', 'vinyl', '  ', 'poster', 'Hoodie', 'pin', 'tee', 'cap']) remember(term);
    expect(useRecentSearches.getState().terms).toEqual(['cap', 'tee', 'pin', 'Hoodie', 'poster']);
  });
});
