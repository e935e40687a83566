import { z } from 'zod';
import { dollarsSchema, idSchema } from './common';

/** The attributes a variant differs by; a product's variants use the same keys. */
export const variantAttributesSchema = z
  .object({
    size: z.string(),
    color: z.string(),
    format: z.string(),
  })
  .partial();

export type VariantAttributes = z.infer<typeof variantAttributesSchema>;

export const variantSchema = z.object({
  id: idSchema,
  sku: z.string(),
  name: z.string(),
  attributes: variantAttributesSchema,
  /** Ids of the product's images this variant shows, in order; empty: the product's images stand for it. */
  imageIds: z.array(idSchema),
  /** Added to the product's current price; may be negative (a CD costs less than the LP). */
  priceAdjustment: z.number(),
  /** What this variant sells for now: (salePrice ?? basePrice) + priceAdjustment. */
  price: dollarsSchema,
  inventory: z.object({
    inStock: z.boolean(),
    available: z.number().int().nonnegative(),
  }),
});

export type Variant = z.infer<typeof variantSchema>;
