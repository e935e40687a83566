import { z } from 'zod';
import { categorySchema, expectedVersionSchema, formVersionSchema, idSchema, safeText } from '@ps/shared/schemas';

export const CATEGORY_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Far more than a band's merch needs; the list, the reorder and the bulk bar work on all of them at once. */
export const CATEGORY_LIMIT = 200;

/** POST /api/admin/categories and PUT /api/admin/categories/{id}: spec 3 §2's category form by name. */
export const adminCategoryInputSchema = z.object({
  name: safeText({ error: 'Category name is required' })
    .trim()
    .min(1, 'Category name is required')
    .max(100, 'Category name must be at most 100 characters'),
  /** Empty: made from the name. */
  slug: z
    .string({ error: 'Slug must be text' })
    .trim()
    .max(120, 'Slug must be at most 120 characters')
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Slug may use lowercase letters, digits and single hyphens')
    .default(''),
  description: safeText().trim().max(2000, 'Description must be at most 2,000 characters').default(''),
  /** Null: after every other category. */
  displayOrder: z
    .number({ error: 'Display order must be a number' })
    .int('Display order must be a whole number')
    .min(0, 'Display order cannot be negative')
    .max(10_000, 'Display order must be at most 10,000')
    .nullable()
    .default(null),
  active: z.boolean({ error: 'must be true or false' }).default(true),
  expectedVersion: expectedVersionSchema,
});
export type AdminCategoryInput = z.input<typeof adminCategoryInputSchema>;
export type AdminCategoryValues = z.output<typeof adminCategoryInputSchema>;

/** Spec 3 §2's category: productCount counts every product in it that is not archived, shown or hidden. */
export const adminCategorySchema = categorySchema.extend({
  productCount: z.number().int().nonnegative(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: formVersionSchema,
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryResponseSchema = z.object({ category: adminCategorySchema });
export type AdminCategoryResponse = z.infer<typeof adminCategoryResponseSchema>;

/** GET /api/admin/categories: every category in display order, and spec 3 §2's stat cards. */
export const adminCategoriesResponseSchema = z.object({
  categories: z.array(adminCategorySchema),
  summary: z.object({
    total: z.number().int(),
    active: z.number().int(),
    totalProducts: z.number().int(),
    averageProducts: z.number(),
  }),
});
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponseSchema>;

const categoryIds = z
  .array(idSchema, { error: 'List the categories' })
  .min(1, 'Select at least one category')
  .max(CATEGORY_LIMIT, `Select at most ${CATEGORY_LIMIT} categories`);

/** POST /api/admin/categories/bulk: spec 3 §2's Delete Selected and Mark as Inactive, all or nothing. */
export const categoryBulkActionSchema = z.object({
  action: z.enum(['delete', 'deactivate'], { error: 'must be delete or deactivate' }),
  ids: categoryIds,
});
export type CategoryBulkAction = z.infer<typeof categoryBulkActionSchema>;

export const categoryBulkResultSchema = z.object({ updated: z.number().int(), deleted: z.number().int() });
export type CategoryBulkResult = z.infer<typeof categoryBulkResultSchema>;

/** PUT /api/admin/categories/order: every category once, first shown first. */
export const categoryOrderSchema = z.object({ categoryIds });
export type CategoryOrder = z.infer<typeof categoryOrderSchema>;
