import { z } from 'zod';

/* The environment of e-mail, payments and order lookups, spread into config.ts's one schema. */

const DEFAULT_MAIL_FROM = '"Panic Squad" <hello@panicsquad.example>';

const mailEnvShape = {
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an address such as "Panic Squad" <hello@panicsquad.example>')
    .default(DEFAULT_MAIL_FROM),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
};

const paymentEnvShape = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_... or pk_live_...)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
    .optional(),
  /** Another Stripe API origin, such as stripe-mock or a test double. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
};

const wholeNumberSchema = z
  .string()
  .regex(/^[1-9]\d*$/, 'must be a whole number of at least 1')
  .transform(Number);

const orderLookupEnvShape = {
  ORDER_LOOKUPS_PER_MINUTE: wholeNumberSchema.default(20),
};

/** How long abandoned checkouts and carts live, how often they are swept, how fast checkouts may start. */
const expiryEnvShape = {
  CHECKOUT_SESSION_TTL_HOURS: wholeNumberSchema.default(24),
  CART_TTL_DAYS: wholeNumberSchema.default(30),
  EXPIRY_SWEEP_INTERVAL_SECONDS: wholeNumberSchema.default(300),
  CHECKOUT_SESSIONS_PER_MINUTE: wholeNumberSchema.default(20),
};

export const commerceEnvShape = { ...mailEnvShape, ...paymentEnvShape, ...orderLookupEnvShape, ...expiryEnvShape };

type PaymentEnv = z.output<z.ZodObject<typeof paymentEnvShape>>;

export interface StripeConfig {
  secretKey: string;
  publishableKey: string | undefined;
  webhookSecret: string;
  /** Unset means api.stripe.com. */
  apiUrl: string | undefined;
  /** True for sk_test_ keys: no real money moves. */
  testMode: boolean;
}

/** A charge confirmed only by the webhook would be lost without its secret, so Stripe needs both. */
export function requireWebhookSecretWithStripe(env: PaymentEnv, context: z.RefinementCtx): void {
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'is required when STRIPE_SECRET_KEY is set',
    });
  }
}

export function stripeConfigFrom(env: PaymentEnv): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
    testMode: env.STRIPE_SECRET_KEY.startsWith('sk_test_'),
  };
}
