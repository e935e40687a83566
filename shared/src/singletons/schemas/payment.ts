import { z } from 'zod';
import { safeText } from './safe-text';

export { PAYMENT_METHOD_NAMES, paymentMethodLabel } from '@ps/shared/rules';

export const PAYMENT_METHOD_TYPES = ['card', 'paypal', 'apple_pay', 'google_pay'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export { PAYMENT_STATUS_NAMES, PAYMENT_STATUSES, type PaymentStatus } from '@ps/shared/rules';

export const CARDHOLDER_NAME_MAX_LENGTH = 100;

export const PAYMENT_MESSAGES = {
  paymentMethodRequired: 'Please select a payment method',
  cardholderNameRequired: 'Cardholder name is required',
  cardholderNameTooLong: 'Cardholder name must be less than 100 characters',
  cardDetailsRequired: 'Enter your card details',
} as const;

/** Said by the payment step and the server alike when a wallet payment comes without its approval. */
export const WALLET_APPROVAL_MESSAGES = {
  paypal: 'Approve the payment with PayPal first',
  apple_pay: 'Confirm the payment with Apple Pay first',
  google_pay: 'Confirm the payment with Google Pay first',
} as const satisfies Record<Exclude<PaymentMethodType, 'card'>, string>;

/** The draft's payment method; a Stripe payment method id travels in data when the card form made one. */
export const paymentMethodSchema = z.object(
  {
    type: z.enum(PAYMENT_METHOD_TYPES, { error: PAYMENT_MESSAGES.paymentMethodRequired }),
    data: z.object({ stripePaymentMethodId: safeText().trim().min(1).max(255).optional() }).optional(),
  },
  { error: PAYMENT_MESSAGES.paymentMethodRequired },
);

export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const cardholderNameSchema = safeText()
  .trim()
  .max(CARDHOLDER_NAME_MAX_LENGTH, PAYMENT_MESSAGES.cardholderNameTooLong);

/** The payment form (spec 3 §3): on screen the cardholder name is required for card. */
export const paymentFormSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHOD_TYPES, { error: PAYMENT_MESSAGES.paymentMethodRequired }),
    cardholderName: cardholderNameSchema.optional(),
    stripePaymentMethodId: safeText().optional(),
  })
  .superRefine((form, context) => {
    if (form.paymentMethod === 'card' && !form.cardholderName) {
      context.addIssue({ code: 'custom', path: ['cardholderName'], message: PAYMENT_MESSAGES.cardholderNameRequired });
    }
  });

export type PaymentForm = z.output<typeof paymentFormSchema>;

/**
 * Raw card details, accepted by the sandbox provider only (the Stripe provider takes
 * a payment method id made by Stripe.js). They are never stored nor logged.
 */
export const cardDetailsSchema = z.object({
  number: z
    .string({ error: 'Card number is required' })
    .transform((number) => number.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits')),
  expMonth: z.number({ error: 'Expiry month is required' }).int().min(1, 'Invalid month').max(12, 'Invalid month'),
  expYear: z.number({ error: 'Expiry year is required' }).int().min(2000, 'Invalid year').max(2100, 'Invalid year'),
  cvc: z.string({ error: 'Security code is required' }).regex(/^\d{3,4}$/, 'Security code must be 3 or 4 digits'),
});

export type CardDetails = z.output<typeof cardDetailsSchema>;

/** Codes of a payment the provider refused (HTTP 402), with the message the checkout shows. */
export const PAYMENT_ERROR_MESSAGES = {
  CARD_DECLINED: 'Your card was declined. Try another card.',
  INSUFFICIENT_FUNDS: 'Your card has insufficient funds. Try another card.',
  EXPIRED_CARD: 'Your card has expired. Try another card.',
  INCORRECT_CVC: "Your card's security code is incorrect.",
  INCORRECT_NUMBER: 'Your card number is incorrect.',
  AUTHENTICATION_REQUIRED: 'Your bank needs you to confirm this payment. Try another card.',
  PAYMENT_FAILED: 'Your payment could not be completed. Try another payment method.',
} as const;

export type PaymentErrorCode = keyof typeof PAYMENT_ERROR_MESSAGES;

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * GET /api/checkout/payment-config: testMode means no real money moves ("test mode" banner);
 * methods are the only payment methods the running provider can take.
 */
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  testMode: z.boolean(),
  methods: z.array(z.enum(PAYMENT_METHOD_TYPES)),
  publishableKey: z.string().optional(),
});

export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** Test cards the sandbox knows (the same numbers as Stripe's test mode). */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/**
 * What the sandbox's stand-ins for PayPal's window and the Apple Pay / Google Pay sheets hand back, like a
 * provider's token: the payment step sends one as paymentMethodId. Each approves or declines, on purpose.
 */
export const SANDBOX_WALLET_TOKENS = {
  paypal: { approve: 'pm_sandbox_paypal_approved', decline: 'pm_sandbox_paypal_declined' },
  apple_pay: { approve: 'pm_sandbox_apple_pay_visa', decline: 'pm_sandbox_apple_pay_declined' },
  google_pay: { approve: 'pm_sandbox_google_pay_visa', decline: 'pm_sandbox_google_pay_declined' },
} as const satisfies Record<Exclude<PaymentMethodType, 'card'>, { approve: string; decline: string }>;
