import { z } from 'zod';
import { addressSchema } from './address';
import { cartItemSchema } from './cart';
import { cartPromoSchema } from './promotion';
import { shippingMethodIdSchema } from './checkout-pricing';
import { dollarsSchema } from './common';
import { checkoutCustomerSchema, customerSchema } from './customer';
import { orderDraftBodySchema } from './order-draft';
import { cardDetailsSchema } from './payment';
import { safeText } from './safe-text';
import { sessionIdSchema } from './session';

/** Optional on POST /api/checkout/create-order; the checkout session id stands in for it. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 printable ASCII characters without spaces');

/** A checkout session id: a v4 UUID the browser makes, like the cart's session id. */
export const checkoutSessionIdSchema = sessionIdSchema;

/** Recomputed by the server on every read from the browser's cart, the method and the tax table. */
export const checkoutTotalsSchema = z.object({
  itemCount: z.number().int().nonnegative(),
  subtotal: dollarsSchema,
  shipping: dollarsSchema,
  tax: dollarsSchema,
  /** From the cart's promo code, re-checked against this checkout's e-mail. */
  discount: dollarsSchema,
  total: dollarsSchema,
});

export type CheckoutTotals = z.infer<typeof checkoutTotalsSchema>;

export const CHECKOUT_SESSION_STATUSES = ['open', 'completed'] as const;

export const checkoutSessionSchema = z.object({
  id: checkoutSessionIdSchema,
  /** completed once an order was placed from it; orderNumber then names the order. */
  status: z.enum(CHECKOUT_SESSION_STATUSES),
  orderNumber: z.string().nullable(),
  customer: checkoutCustomerSchema.nullable(),
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  sameAsShipping: z.boolean(),
  shippingMethod: shippingMethodIdSchema.nullable(),
  orderDraft: orderDraftBodySchema.nullable(),
  totals: checkoutTotalsSchema,
  items: z.array(cartItemSchema),
  promo: cartPromoSchema.nullable(),
  /**
   * Names this exact price: the lines, their prices, the promotion, shipping, tax and total. create-order is
   * sent the one the shopper saw and refuses with TOTAL_CHANGED when the price is no longer it.
   */
  priceVersion: z.string(),
});

export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** Every answer of the session endpoints. */
export const checkoutSessionResponseSchema = z.object({ session: checkoutSessionSchema });

export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** POST /api/checkout/session */
export const createCheckoutSessionBodySchema = z.object({ sessionId: checkoutSessionIdSchema });

/** PUT /api/checkout/session/{sessionId}: any subset; the password is hashed at once and never returned. */
export const updateCheckoutSessionBodySchema = z.object({
  customer: customerSchema.optional(),
  shippingAddress: addressSchema.optional(),
  shippingMethod: shippingMethodIdSchema.optional(),
  billingAddress: addressSchema.nullable().optional(),
  sameAsShipping: z.boolean().optional(),
});

export type UpdateCheckoutSessionBody = z.input<typeof updateCheckoutSessionBodySchema>;

/**
 * POST /api/checkout/create-order. Prices, totals and amounts are never read from
 * the client: the server recomputes them. Card details are for the sandbox only.
 */
export const createOrderBodySchema = z.object({
  sessionId: checkoutSessionIdSchema,
  /** The total on the button the shopper pressed; nothing is charged when the server's differs. */
  expectedTotal: dollarsSchema,
  /** The session's priceVersion the shopper saw. */
  priceVersion: z.string().min(1).max(100),
  paymentMethodId: safeText().trim().min(1).max(255).optional(),
  card: cardDetailsSchema.optional(),
});

export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/**
 * create-order's 409 when the price moved since the shopper saw it (another tab changed the cart, staff
 * changed a price, the promotion or shipping changed): nothing was charged; `session` is the checkout
 * priced now, to show and confirm.
 */
export const totalChangedBodySchema = z.object({
  code: z.literal('TOTAL_CHANGED'),
  message: z.string(),
  session: checkoutSessionSchema,
});

export type TotalChangedBody = z.infer<typeof totalChangedBodySchema>;

/** 201 for a new order, 200 with the same number when the request is repeated. */
export const createOrderResponseSchema = z.object({ orderNumber: z.string() });

export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** 202 from create-order: the buyer approves the payment on the method's own site first (PayPal through Stripe). */
export const paymentRedirectResponseSchema = z.object({ redirectUrl: z.string().url() });

export type PaymentRedirectResponse = z.infer<typeof paymentRedirectResponseSchema>;

/** Back from that site: the payment to look up with the provider (its status is never taken from the browser). */
export const paymentReturnBodySchema = z.object({
  paymentId: z
    .string()
    .max(255)
    .regex(/^pi_[A-Za-z0-9_]+$/, 'must be a payment id'),
});

export type PaymentReturnBody = z.infer<typeof paymentReturnBodySchema>;
