import { SEARCH_SUGGESTIONS_LIMIT, type SearchSuggestion } from '@ps/shared/schemas';
import type { Db } from '../../db/tables';
import { searchCategories } from '../categories';
import { listVisibleProducts } from '../products';
import { categorySuggestion, productSuggestion } from './to-suggestion';

/** Categories lead the list (a shopper typing "vinyl" may want the whole shelf) but never crowd out products. */
const MAX_CATEGORY_SUGGESTIONS = 2;

export function createSearchService(db: Db) {
  return {
    async suggest(text: string): Promise<SearchSuggestion[]> {
      const matchingCategories = await searchCategories(db, text, MAX_CATEGORY_SUGGESTIONS);
      const { products: matchingProducts } = await listVisibleProducts(db, { search: text }, 'relevance', {
        limit: SEARCH_SUGGESTIONS_LIMIT - matchingCategories.length,
        offset: 0,
      });
      return [...matchingCategories.map(categorySuggestion), ...matchingProducts.map(productSuggestion)];
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
