import { z } from 'zod';
import { idSchema } from './common';
import { newsletterEmailSchema } from './newsletter';

export const BACK_IN_STOCK_MESSAGES = {
  confirmationSent: "Check your inbox: confirm your e-mail address and we will tell you when it's back.",
  subscribed: "You're on the list: we will e-mail you once when it's back.",
  confirmed: "Confirmed: we will e-mail you once when it's back.",
  unknownVariant: 'This product option does not exist',
  inStock: 'This option is in stock: add it to your cart instead',
  invalidConfirmLink: 'This confirmation link is not valid or has been used already',
  expiredConfirmLink: 'This confirmation link has expired; ask again on the product page for a fresh one',
  tooManyConfirmations: 'Lots of fans are confirming from your network right now.',
  unsubscribed: 'You will not get an e-mail when this item is back.',
  invalidUnsubscribeLink: 'This unsubscribe link is not valid',
} as const;

/** POST /api/back-in-stock: a sold-out variant and the address to tell. */
export const backInStockSignupBodySchema = z.object({
  variantId: idSchema,
  email: newsletterEmailSchema,
});

export type BackInStockSignup = z.output<typeof backInStockSignupBodySchema>;

/** `subscribed` when a signed-in customer gave their own confirmed address: no confirmation mail then. */
export const backInStockSignupResponseSchema = z.object({
  status: z.enum(['confirmation_sent', 'subscribed']),
  message: z.string(),
});

export type BackInStockSignupResponse = z.infer<typeof backInStockSignupResponseSchema>;

export const backInStockConfirmBodySchema = z.object({
  token: z.string('must be text').max(100, 'must be at most 100 characters'),
});

export const backInStockConfirmResponseSchema = z.object({
  status: z.literal('confirmed'),
  message: z.string(),
});

export type BackInStockConfirmResponse = z.infer<typeof backInStockConfirmResponseSchema>;

export const backInStockUnsubscribeResponseSchema = z.object({
  status: z.literal('unsubscribed'),
  message: z.string(),
});

export type BackInStockUnsubscribeResponse = z.infer<typeof backInStockUnsubscribeResponseSchema>;
