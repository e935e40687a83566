import { z } from 'zod';
import { categoryRefSchema } from './category';
import { dollarsSchema, idSchema, slugSchema } from './common';
import { paginationSchema } from './pagination';
import { variantSchema } from './variant';

export const productImageSchema = z.object({
  id: idSchema,
  imageUrl: z.string(),
  altText: z.string(),
});

export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  /** Trusted HTML from the catalog: p, ul/li and strong only. */
  description: z.string(),
  basePrice: dollarsSchema,
  salePrice: dollarsSchema.nullable(),
  category: categoryRefSchema,
  images: z.array(productImageSchema),
  /** The first image; null when the product has none. */
  primaryImage: productImageSchema.pick({ imageUrl: true, altText: true }).nullable(),
  variants: z.array(variantSchema),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  inStock: z.boolean(),
  /** Units available across all variants. */
  totalStock: z.number().int().nonnegative(),
});

export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  pagination: paginationSchema,
});

export type ProductListResponse = z.infer<typeof productListResponseSchema>;
