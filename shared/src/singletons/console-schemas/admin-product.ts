import { z } from 'zod';
import {
  categoryRefSchema,
  idSchema,
  MAX_DATABASE_ID,
  pageQuerySchema,
  paginationSchema,
  safeText,
} from '@ps/shared/schemas';

export const PRODUCT_IMAGE_LIMIT = 8;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Stock above this is "In stock"; 1 to this is low; 0 is out (spec 3 §2's badge bands). */
export const LOW_STOCK_LIMIT = 10;

/** Spec 3 §5: lowercase, drop all but letters, digits, spaces and hyphens, whitespace to hyphens (then tidied to a valid slug). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

const hasCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

const price = (required: string) =>
  z
    .number({ error: required })
    .min(0, 'Price must be positive')
    .max(100_000, 'Price must be at most $100,000')
    .refine(hasCents, 'Use at most two decimals');

export const adminVariantInputSchema = z.object({
  /** An existing variant to update; without it the variant is new. */
  id: idSchema.optional(),
  name: safeText({ error: 'Variant name is required' })
    .trim()
    .min(1, 'Variant name is required')
    .max(100, 'Variant name must be at most 100 characters'),
  sku: safeText({ error: 'SKU is required' })
    .trim()
    .min(1, 'SKU is required')
    .max(64, 'SKU must be at most 64 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'SKU may use letters, digits, dots, hyphens and underscores'),
  size: safeText().trim().max(40, 'Size must be at most 40 characters').default(''),
  color: safeText().trim().max(40, 'Color must be at most 40 characters').default(''),
  priceAdjustment: z
    .number({ error: 'Price adjustment must be a number' })
    .min(-10_000, 'Price adjustment must be at least -$10,000')
    .max(10_000, 'Price adjustment must be at most $10,000')
    .refine(hasCents, 'Use at most two decimals')
    .default(0),
  /** A new variant's starting stock; ignored for a saved variant, whose stock only inventory adjustments change. */
  stock: z
    .number({ error: 'Stock must be a number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(1_000_000, 'Stock must be at most 1,000,000')
    .default(0),
});
export type AdminVariantInput = z.input<typeof adminVariantInputSchema>;

/** POST /api/admin/products and PUT /api/admin/products/{id}: spec 3 §2's product form by name. */
export const adminProductInputSchema = z
  .object({
    name: safeText({ error: 'Product name is required' })
      .trim()
      .min(1, 'Product name is required')
      .max(200, 'Product name must be at most 200 characters'),
    /** Empty: made from the name. */
    slug: z
      .string({ error: 'Slug must be text' })
      .trim()
      .max(120, 'Slug must be at most 120 characters')
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, 'Slug may use lowercase letters, digits and single hyphens')
      .default(''),
    /** Rich text; the server keeps only the store's allowed tags. */
    description: safeText().max(20_000, 'Description must be at most 20,000 characters').default(''),
    tags: z
      .array(safeText().trim().min(1, 'Tags cannot be empty').max(40, 'Tags must be at most 40 characters'))
      .max(20, 'Use at most 20 tags')
      .default([]),
    basePrice: price('Price must be positive'),
    salePrice: price('Sale price must be a number').nullable().default(null),
    categoryId: z
      .number({ error: 'Category is required' })
      .int('Category is required')
      .min(1, 'Category is required')
      .max(MAX_DATABASE_ID, 'Category is required'),
    isFeatured: z.boolean({ error: 'must be true or false' }).default(false),
    isActive: z.boolean({ error: 'must be true or false' }).default(true),
    maxPerOrder: z
      .number({ error: 'Limit per order must be a number' })
      .int('Limit per order must be a whole number')
      .min(1, 'Limit per order must be at least 1')
      .max(99, 'Limit per order must be at most 99')
      .nullable()
      .default(null),
    variants: z.array(adminVariantInputSchema).min(1, 'Add at least one variant').max(50, 'Use at most 50 variants'),
  })
  .superRefine((product, context) => {
    if (product.salePrice !== null && product.salePrice >= product.basePrice) {
      context.addIssue({ code: 'custom', path: ['salePrice'], message: 'Sale price must be below the base price' });
    }
    const seen = new Set<string>();
    product.variants.forEach((variant, index) => {
      const sku = variant.sku.toUpperCase();
      if (seen.has(sku)) {
        context.addIssue({
          code: 'custom',
          path: ['variants', index, 'sku'],
          message: 'Each variant needs its own SKU',
        });
      }
      seen.add(sku);
    });
  });
export type AdminProductInput = z.input<typeof adminProductInputSchema>;
export type AdminProductValues = z.output<typeof adminProductInputSchema>;

export const adminVariantSchema = z.object({
  id: idSchema,
  name: z.string(),
  sku: z.string(),
  size: z.string(),
  color: z.string(),
  priceAdjustment: z.number(),
  stock: z.number().int(),
  reserved: z.number().int(),
  /** The product's images this variant shows, in order; empty: the store shows the product's. */
  imageIds: z.array(idSchema),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminProductImageSchema = z.object({
  id: idSchema,
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  altText: z.string(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminProductSchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  basePrice: z.number(),
  salePrice: z.number().nullable(),
  categoryId: idSchema,
  category: categoryRefSchema,
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  maxPerOrder: z.number().int().nullable(),
  variants: z.array(adminVariantSchema),
  images: z.array(adminProductImageSchema),
  totalStock: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductResponseSchema = z.object({ product: adminProductSchema });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

export const adminProductStatuses = ['active', 'inactive', 'featured'] as const;
export const adminStockLevels = ['in_stock', 'low_stock', 'out_of_stock'] as const;

export const adminProductsQuerySchema = pageQuerySchema(20).extend({
  search: safeText().trim().max(100, 'must be at most 100 characters').optional(),
  categoryId: z.coerce.number().int().min(1).max(MAX_DATABASE_ID).optional(),
  status: z.enum(adminProductStatuses, { error: 'must be active, inactive or featured' }).optional(),
  stock: z.enum(adminStockLevels, { error: 'must be in_stock, low_stock or out_of_stock' }).optional(),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuerySchema>;

export const adminProductsResponseSchema = z.object({
  products: z.array(adminProductSchema),
  pagination: paginationSchema,
  /** Over every product not archived, whatever the filter. */
  summary: z.object({
    total: z.number().int(),
    active: z.number().int(),
    featured: z.number().int(),
    averagePrice: z.number(),
    lowStock: z.number().int(),
    outOfStock: z.number().int(),
  }),
});
export type AdminProductsResponse = z.infer<typeof adminProductsResponseSchema>;

/** DELETE /api/admin/products/{id}: archived when it was ever ordered, deleted otherwise. */
export const productRemovalSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });
export type ProductRemoval = z.infer<typeof productRemovalSchema>;

export const productImageOrderSchema = z.object({
  imageIds: z.array(idSchema).min(1, 'List every image').max(PRODUCT_IMAGE_LIMIT),
});
export type ProductImageOrder = z.input<typeof productImageOrderSchema>;

/** PUT /api/admin/products/{id}/variants/{variantId}/images: the variant's pictures, in order; empty clears them. */
export const variantImagesSchema = z.object({
  imageIds: z
    .array(idSchema)
    .max(PRODUCT_IMAGE_LIMIT, `Choose at most ${PRODUCT_IMAGE_LIMIT} pictures`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each picture once'),
});
export type VariantImages = z.input<typeof variantImagesSchema>;
