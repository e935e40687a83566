import { z } from 'zod';
import { dollarsSchema, idSchema, slugSchema } from './common';
import { cartPromoSchema } from './promotion';
import { variantAttributesSchema } from './variant';

import { CART_MAX_QUANTITY } from '@ps/shared/rules';

export {
  CART_MAX_QUANTITY,
  FREE_SHIPPING_THRESHOLD,
  LOW_STOCK_THRESHOLD,
  STANDARD_SHIPPING_RATE,
} from '@ps/shared/rules';

const quantityError = (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a number');

function quantitySchema(min: number) {
  return z
    .number({ error: quantityError })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${CART_MAX_QUANTITY}`)
    .max(CART_MAX_QUANTITY, `must be between ${min} and ${CART_MAX_QUANTITY}`);
}

/** A cart line: prices are the variant's current price, in dollars, computed by the server. */
export const cartItemSchema = z.object({
  id: idSchema,
  product: z.object({ id: idSchema, slug: slugSchema, name: z.string() }),
  variant: z.object({ id: idSchema, sku: z.string(), name: z.string(), attributes: variantAttributesSchema }),
  primaryImage: z.object({ imageUrl: z.string(), altText: z.string() }).nullable(),
  quantity: z.number().int().positive(),
  /** One unit: (salePrice ?? basePrice) + priceAdjustment. */
  price: dollarsSchema,
  /** price × quantity. */
  total: dollarsSchema,
  /** False when the variant has no units left or the product left the store. */
  inStock: z.boolean(),
  /**
   * The most this line may hold now: min(availableStock, CART_MAX_QUANTITY, and the
   * product's maxPerOrder less its units on the cart's other lines).
   */
  maxQuantity: z.number().int().nonnegative(),
  availableStock: z.number().int().nonnegative(),
});

export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * Dollars, computed by the server in cents. Shipping is 0 for an empty cart or a
 * subtotal of at least FREE_SHIPPING_THRESHOLD, else STANDARD_SHIPPING_RATE. Tax is
 * 0 here: it depends on the address and is computed at checkout. A sold-out line
 * (inStock false) counts in itemCount only: not in the subtotal, shipping, discount or total.
 */
export const cartSummarySchema = z.object({
  /** Units across all lines. */
  itemCount: z.number().int().nonnegative(),
  subtotal: dollarsSchema,
  shipping: dollarsSchema,
  tax: dollarsSchema,
  /** From the cart's promo code; total is already less it. */
  discount: dollarsSchema,
  total: dollarsSchema,
});

export type CartSummary = z.infer<typeof cartSummarySchema>;

/** GET /api/cart; lines oldest first. */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  summary: cartSummarySchema,
  promo: cartPromoSchema.nullable(),
});

export type Cart = z.infer<typeof cartSchema>;

/** POST /api/cart/items; adding a variant already in the cart adds to that line. Prices sent are ignored. */
export const addCartItemBodySchema = z.object({
  productId: idSchema,
  variantId: idSchema,
  quantity: quantitySchema(1),
});

export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

/** PUT /api/cart/items/{itemId}; 0 removes the line. */
export const updateCartItemBodySchema = z.object({
  quantity: quantitySchema(0),
});

export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

/** 201 from POST /api/cart/items. */
export const addCartItemResponseSchema = z.object({ item: cartItemSchema, cart: cartSchema });

export type AddCartItemResponse = z.infer<typeof addCartItemResponseSchema>;

/** PUT /api/cart/items/{itemId}: `item` is absent when quantity 0 removed the line. */
export const updateCartItemResponseSchema = z.object({
  removed: z.boolean(),
  item: cartItemSchema.optional(),
  cart: cartSchema,
});

export type UpdateCartItemResponse = z.infer<typeof updateCartItemResponseSchema>;

/** DELETE /api/cart/items/{itemId} */
export const removeCartItemResponseSchema = z.object({ removed: z.literal(true), cart: cartSchema });

export type RemoveCartItemResponse = z.infer<typeof removeCartItemResponseSchema>;

/** DELETE /api/cart: the cart, now empty. */
export const clearCartResponseSchema = z.object({ cart: cartSchema });

export type ClearCartResponse = z.infer<typeof clearCartResponseSchema>;
