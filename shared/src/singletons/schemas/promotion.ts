import { z } from 'zod';
import { pageQuerySchema, paginationSchema } from './pagination';
import { dollarsSchema, expectedVersionSchema, formVersionSchema, idSchema } from './common';
import { safeText } from './safe-text';

export const PROMOTION_TYPES = ['percentage', 'fixed', 'free_shipping'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** What a shopper reads when a code cannot be used (the server sends these as `message`). */
export const PROMO_MESSAGES = {
  required: 'Enter a promo code.',
  unknown: (code: string) => `"${code}" isn't a valid promo code.`,
  inactive: 'This promo code is no longer active.',
  expired: 'This promo code has expired.',
  notStarted: (startsOn: string) => `This promo code can be used from ${startsOn}.`,
  belowMinimum: (minimum: string, missing: string) =>
    `This code needs an order of at least ${minimum}. Add ${missing} more to use it.`,
  usedUp: 'This promo code has been used up.',
  usedByCustomer: "You've already used this promo code.",
  nothingEligible: "This promo code doesn't apply to anything in your cart.",
  emptyCart: 'Add something to your cart before applying a promo code.',
} as const;

/** Codes are letters, digits, hyphens and underscores; compared without regard to case. */
export const promoCodeSchema = safeText({ error: PROMO_MESSAGES.required })
  .trim()
  .min(1, PROMO_MESSAGES.required)
  .max(32, 'must be at most 32 characters')
  .transform((code) => code.toUpperCase());

const newCodeSchema = z
  .string({ error: 'Code is required' })
  .trim()
  .min(3, 'Code must be 3 to 32 characters')
  .max(32, 'Code must be 3 to 32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, hyphens and underscores only')
  .transform((code) => code.toUpperCase());

const limitSchema = z.number().int('must be a whole number').positive('must be at least 1').nullable().default(null);
const idListSchema = z.array(idSchema).max(200, 'at most 200').default([]);

/** POST /api/admin/promotions and PUT /api/admin/promotions/{id}: amounts in dollars, percent in whole percent. */
export const promotionBodySchema = z
  .object({
    code: newCodeSchema,
    type: z.enum(PROMOTION_TYPES, { error: `must be one of ${PROMOTION_TYPES.join(', ')}` }),
    /** Percent (1–100) for percentage, dollars for fixed, ignored for free shipping. */
    value: z.number({ error: 'Value is required' }).nonnegative('must be 0 or more').max(100_000, 'is too large'),
    minSubtotal: dollarsSchema.max(100_000, 'is too large').default(0),
    startsAt: z.iso.datetime({ offset: true, error: 'must be a date and time' }).optional(),
    endsAt: z.iso.datetime({ offset: true, error: 'must be a date and time' }).nullable().default(null),
    usageLimit: limitSchema,
    usageLimitPerCustomer: limitSchema,
    productIds: idListSchema,
    categoryIds: idListSchema,
    active: z.boolean().default(true),
    expectedVersion: expectedVersionSchema,
  })
  .superRefine((body, ctx) => {
    if (body.type === 'percentage' && (!Number.isInteger(body.value) || body.value < 1 || body.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage must be a whole number from 1 to 100' });
    }
    if (body.type === 'fixed' && body.value <= 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A fixed discount must be more than $0' });
    }
    if (body.endsAt && body.startsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
    }
  });
export type PromotionBody = z.input<typeof promotionBodySchema>;

export const promotionSchema = z.object({
  id: idSchema,
  code: z.string(),
  type: z.enum(PROMOTION_TYPES),
  value: z.number().nonnegative(),
  minSubtotal: dollarsSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  usageLimit: z.number().int().positive().nullable(),
  usageLimitPerCustomer: z.number().int().positive().nullable(),
  usedCount: z.number().int().nonnegative(),
  productIds: z.array(idSchema),
  categoryIds: z.array(idSchema),
  active: z.boolean(),
  /** scheduled, running, ended, used_up or inactive: derived from the figures above and the time now. */
  state: z.enum(['scheduled', 'running', 'ended', 'used_up', 'inactive']),
  version: formVersionSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionResponseSchema = z.object({ promotion: promotionSchema });
export type PromotionResponse = z.infer<typeof promotionResponseSchema>;
/** GET /api/admin/promotions: newest first, a page at a time. */
export const promotionsQuerySchema = pageQuerySchema(20);
export type PromotionsQuery = z.input<typeof promotionsQuerySchema>;

export const promotionsResponseSchema = z.object({
  promotions: z.array(promotionSchema),
  pagination: paginationSchema,
});
export type PromotionsResponse = z.infer<typeof promotionsResponseSchema>;

/** POST /api/cart/promo */
export const applyPromoBodySchema = z.object({ code: promoCodeSchema });
export type ApplyPromoBody = z.input<typeof applyPromoBodySchema>;

/**
 * The code on a cart. `problem` says why it gives nothing right now (the cart fell below
 * the minimum, the code ran out meanwhile): the code stays so the shopper sees why.
 */
export const cartPromoSchema = z.object({
  code: z.string(),
  type: z.enum(PROMOTION_TYPES),
  /** "15% off", "$5.00 off", "Free shipping". */
  label: z.string(),
  discount: dollarsSchema,
  problem: z.string().nullable(),
});
export type CartPromo = z.infer<typeof cartPromoSchema>;
