import { z } from 'zod';
import { idSchema, queryBooleanSchema, slugSchema } from './common';

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: slugSchema,
  description: z.string(),
  imageUrl: z.string().nullable(),
  displayOrder: z.number().int(),
  /** Active products in the category; present only when asked for. */
  productCount: z.number().int().nonnegative().optional(),
});

export type Category = z.infer<typeof categorySchema>;

/** How a product names its category. */
export const categoryRefSchema = categorySchema.pick({ id: true, name: true, slug: true });

export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const categoryListQuerySchema = z.object({
  includeProductCount: queryBooleanSchema.default(false),
});

export type CategoryListQuery = z.input<typeof categoryListQuerySchema>;

export const categoryListResponseSchema = z.object({
  categories: z.array(categorySchema),
});

export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

/** GET /api/categories/{slug}; the category carries productCount as well. */
export const categoryResponseSchema = z.object({
  category: categorySchema,
  productCount: z.number().int().nonnegative(),
});

export type CategoryResponse = z.infer<typeof categoryResponseSchema>;
