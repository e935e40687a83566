import type { SearchSuggestion } from '@ps/shared/schemas';

/** One row of the search box's list: a recent search to run again, or a suggestion to open. */
export type SearchOption =
  | { kind: 'recent'; key: string; title: string; term: string }
  | { kind: 'suggestion'; key: string; title: string; detail: string; imageUrl: string | null; href: string };

const hrefOf = (suggestion: SearchSuggestion): string =>
  suggestion.type === 'category' ? `/store/category/${suggestion.slug}` : `/store/${suggestion.slug}`;

export function recentOptions(terms: readonly string[]): SearchOption[] {
  return terms.map((term) => ({ kind: 'recent', key: `recent-${term}`, title: term, term }));
}

export function suggestionOptions(
  suggestions: readonly SearchSuggestion[],
  formatPrice: (dollars: number) => string,
): SearchOption[] {
  return suggestions.map((suggestion) => ({
    kind: 'suggestion',
    key: `${suggestion.type}-${suggestion.id}`,
    title: suggestion.title,
    detail: [suggestion.subtitle, suggestion.badge, suggestion.price !== null ? formatPrice(suggestion.price) : null]
      .filter(Boolean)
      .join(' · '),
    imageUrl: suggestion.imageUrl,
    href: hrefOf(suggestion),
  }));
}

/**
 * The active option after an arrow key: Down from nothing is the first and Up the last,
 * and both wrap around. -1 means no option is active (the text field is).
 */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
