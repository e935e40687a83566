import type { z } from 'zod';
import { queryBooleanSchema, slugSchema } from './common';
import { pageQuerySchema } from './pagination';

export const PRODUCT_PAGE_SIZE = 12;

/** Query parameters of GET /api/products, as strings in and typed values out. */
export const productListQuerySchema = pageQuerySchema(PRODUCT_PAGE_SIZE).extend({
  category: slugSchema.optional(),
  featured: queryBooleanSchema.optional(),
});

/** What a caller may send (every field optional, limit/offset as numbers or strings). */
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;
/** What the server works with after parsing. */
export type ProductListQuery = z.output<typeof productListQuerySchema>;
