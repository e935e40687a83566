import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox: configuration, not code, picks it. */
export function createPaymentProvider(config: Pick<Config, 'stripe' | 'publicUrl'>): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe, config.publicUrl) : createSandboxProvider();
}
