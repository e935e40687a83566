import { z } from 'zod';
import { queryBooleanSchema, slugSchema } from './common';
import { pageQuerySchema } from './pagination';
import { searchTextSchema } from './search-text';

export const PRODUCT_PAGE_SIZE = 12;
/** The price filter's top: a little over the dearest thing the store could sell. */
export const MAX_PRICE_FILTER = 100_000;

/** `relevance` needs `search`; without one it falls back to `newest`. */
export const productSortOptions = [
  'newest',
  'oldest',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'relevance',
] as const;

export type ProductSort = (typeof productSortOptions)[number];

/** A dollar amount from a query string; an empty parameter means no filter rather than $0. */
const priceFilterSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: 'must be a number of dollars' })
    .min(0, 'must be 0 or more')
    .max(MAX_PRICE_FILTER, `must be at most ${MAX_PRICE_FILTER}`)
    .optional(),
);

/** Query parameters of GET /api/products, as strings in and typed values out. */
export const productListQuerySchema = pageQuerySchema(PRODUCT_PAGE_SIZE)
  .extend({
    category: slugSchema.optional(),
    featured: queryBooleanSchema.optional(),
    /** Words to look for in names, descriptions, categories and tags; blank means no search. */
    search: searchTextSchema.transform((text) => text || undefined).optional(),
    /** Filters on the current price (sale price when on sale), in dollars, both ends included. */
    minPrice: priceFilterSchema,
    maxPrice: priceFilterSchema,
    /** Defaults to `relevance` with a search and `newest` without. */
    sort: z.enum(productSortOptions, { error: `must be one of ${productSortOptions.join(', ')}` }).optional(),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    path: ['minPrice'],
    error: 'must not be more than maxPrice',
  });

/** What a caller may send (every field optional, limit/offset as numbers or strings). */
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;
/** What the server works with after parsing. */
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** The order a list is really sorted in, after the defaults. */
export function effectiveProductSort(query: Pick<ProductListQuery, 'search' | 'sort'>): ProductSort {
  const sort = query.sort ?? (query.search ? 'relevance' : 'newest');
  return sort === 'relevance' && !query.search ? 'newest' : sort;
}

export const RELATED_PRODUCTS_LIMIT = 6;
export const MAX_RELATED_PRODUCTS = 24;

export const relatedProductsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, `must be between 1 and ${MAX_RELATED_PRODUCTS}`)
    .max(MAX_RELATED_PRODUCTS, `must be between 1 and ${MAX_RELATED_PRODUCTS}`)
    .default(RELATED_PRODUCTS_LIMIT),
});
