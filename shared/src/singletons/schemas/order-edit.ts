import { z } from 'zod';
import { addressSchema } from './address';
import { dollarsSchema } from './common';
import { cardDetailsSchema, PAYMENT_METHOD_TYPES } from './payment';
import { CARD_MESSAGES } from './payment-step-form';
import { safeText } from './safe-text';
import { ORDER_EDIT_MESSAGES } from '@ps/shared/rules';

export { ORDER_EDIT_MESSAGES };

/** PUT /api/orders/{orderNumber}/shipping-address: the order's e-mail proves it is the buyer asking. */
export const orderAddressEditSchema = z.object({
  email: safeText({ error: ORDER_EDIT_MESSAGES.emailRequired })
    .trim()
    .min(1, ORDER_EDIT_MESSAGES.emailRequired)
    .max(100, ORDER_EDIT_MESSAGES.emailRequired),
  shippingAddress: addressSchema,
});
export type OrderAddressEdit = z.input<typeof orderAddressEditSchema>;

/** One edit on the order's timeline, in the words the customer reads. */
export const orderChangeSchema = z.object({
  id: z.number().int().positive(),
  at: z.iso.datetime(),
  summary: z.string(),
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

/** GET /api/orders/{orderNumber}/balance?token=: what the mailed link asks the customer to pay. */
export const orderBalanceQuerySchema = z.object({ token: z.string().trim().min(1).max(100) });

export const orderBalanceResponseSchema = z.object({
  orderNumber: z.string(),
  amountDue: dollarsSchema,
  total: dollarsSchema,
});
export type OrderBalanceResponse = z.infer<typeof orderBalanceResponseSchema>;

/** POST /api/orders/{orderNumber}/balance: pays the balance with a card (the sandbox) or a provider's method id. */
export const orderBalancePaymentSchema = z
  .object({
    token: z.string().trim().min(1).max(100),
    card: cardDetailsSchema.optional(),
    paymentMethodId: z.string().trim().min(1).max(255).optional(),
    /** What the provider's element made; PayPal sends the buyer away to approve (decision 074). */
    methodType: z.enum(PAYMENT_METHOD_TYPES).optional(),
  })
  .refine((body) => body.card !== undefined || body.paymentMethodId !== undefined, {
    message: 'Enter the card details',
    path: ['card'],
  });
export type OrderBalancePayment = z.input<typeof orderBalancePaymentSchema>;

export const orderBalancePaidSchema = z.object({ orderNumber: z.string(), amountPaid: dollarsSchema });
export type OrderBalancePaid = z.infer<typeof orderBalancePaidSchema>;

/** POST /api/orders/{orderNumber}/balance with PayPal through Stripe: 202, approve there first. */
export const orderBalanceRedirectSchema = z.object({ redirectUrl: z.string() });
export type OrderBalanceRedirect = z.infer<typeof orderBalanceRedirectSchema>;

/** Where PayPal sends the buyer back after approving a balance (a page of the account remote). */
export const balanceReturnPathOf = (orderNumber: string) =>
  `/account/orders/${encodeURIComponent(orderNumber)}/pay/return`;

/** The pay page's card as typed ("12/29"), turned into the card the sandbox takes. */
export const balanceCardFormSchema = z
  .object({
    number: z
      .string()
      .trim()
      .regex(/^[\d\s-]{12,23}$/, CARD_MESSAGES.number),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, CARD_MESSAGES.expiry),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, CARD_MESSAGES.cvc),
  })
  .transform(({ number, expiry, cvc }) => {
    const [month = '', year = ''] = expiry.split('/').map((part) => part.trim());
    return { number: number.replace(/[\s-]/g, ''), expMonth: Number(month), expYear: 2000 + Number(year), cvc };
  });
export type BalanceCardForm = z.input<typeof balanceCardFormSchema>;
