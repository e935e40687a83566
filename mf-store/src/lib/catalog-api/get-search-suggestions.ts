import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSuggestion } from '@ps/shared/schemas';
import { catalogRequest } from './catalog-request';

const SUGGESTIONS_STALE_MS = 5 * 60_000;
export const SUGGESTIONS_MIN_CHARS = 2;

export async function getSearchSuggestions(query: string): Promise<SearchSuggestion[]> {
  const { suggestions } = await catalogRequest<{ suggestions: SearchSuggestion[] }>(
    `/api/search/suggestions?q=${encodeURIComponent(query)}`,
    'Failed to fetch suggestions',
  );
  return suggestions;
}

export const searchSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', query],
    queryFn: () => getSearchSuggestions(query),
    staleTime: SUGGESTIONS_STALE_MS,
    enabled: query.trim().length >= SUGGESTIONS_MIN_CHARS,
    placeholderData: keepPreviousData,
  });

export const useSearchSuggestions = (query: string) => useQuery(searchSuggestionsQueryOptions(query.trim()));
