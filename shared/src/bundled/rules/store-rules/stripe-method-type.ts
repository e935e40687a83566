import type { PaymentMethodType } from '@ps/shared/schemas';

/** The few fields of a Stripe PaymentMethod (from the API or from Stripe.js) that say what paid. */
export interface StripeMethodFields {
  type: string;
  card?: { wallet?: { type?: unknown } | null } | null;
}

/**
 * What paid, from a Stripe PaymentMethod: a wallet pays with a card that names the wallet. The server
 * records it on the order; the payment step names it in the draft.
 */
export function methodTypeFromStripe(method: StripeMethodFields | null | undefined): PaymentMethodType {
  if (method?.type === 'paypal') return 'paypal';
  const wallet = method?.card?.wallet?.type;
  if (wallet === 'apple_pay') return 'apple_pay';
  return wallet === 'google_pay' ? 'google_pay' : 'card';
}
