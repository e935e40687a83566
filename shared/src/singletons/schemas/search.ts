import { z } from 'zod';
import { dollarsSchema, idSchema, slugSchema } from './common';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchTextSchema } from './search-text';

export const SEARCH_SUGGESTIONS_LIMIT = 8;

export const searchSuggestionsQuerySchema = z.object({
  q: searchTextSchema.min(SEARCH_MIN_LENGTH, `must be ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`),
});

export const searchSuggestionBadges = ['Sold out', 'Sale', 'New'] as const;

export const searchSuggestionSchema = z.object({
  /** A product id or a category id: key suggestions by type and id together. */
  id: idSchema,
  type: z.enum(['product', 'category']),
  /** Links: /store/{slug} for a product, /store/category/{slug} for a category. */
  slug: slugSchema,
  title: z.string(),
  /** The category name of a product; "12 products" for a category. */
  subtitle: z.string(),
  badge: z.enum(searchSuggestionBadges).nullable(),
  imageUrl: z.string().nullable(),
  /** A product's current price (sale price when on sale) in dollars; null for a category. */
  price: dollarsSchema.nullable(),
});

export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** GET /api/search/suggestions?q= : best first, at most SEARCH_SUGGESTIONS_LIMIT, categories before products. */
export const searchSuggestionsResponseSchema = z.object({
  suggestions: z.array(searchSuggestionSchema).max(SEARCH_SUGGESTIONS_LIMIT),
});

export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;
