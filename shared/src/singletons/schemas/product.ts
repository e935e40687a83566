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
  /** HTML sanitised by the server with sanitizeProductHtml (@ps/shared/html) on every read; rendered as it comes. */
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
  /** Most units of this product, all variants together, one order may hold; null: only the cart's own limits. */
  maxPerOrder: z.number().int().positive().nullable(),
});

export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = z.object({
  products: z.array(productSchema),
  pagination: paginationSchema,
});

export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** GET /api/products/{slug or id} */
export const productResponseSchema = z.object({ product: productSchema });

export type ProductResponse = z.infer<typeof productResponseSchema>;

/** GET /api/products/{slug or id}/related: same category first, then shared tags; in stock first within each. */
export const relatedProductsResponseSchema = z.object({ products: z.array(productSchema) });

export type RelatedProductsResponse = z.infer<typeof relatedProductsResponseSchema>;
