import type Stripe from 'stripe';
import type { PaymentMethodType } from '@ps/shared/schemas';

/** What paid, from the PaymentIntent's payment method: a wallet pays with a card that names the wallet. */
export function methodTypeFromStripe(method: Stripe.PaymentMethod | null): PaymentMethodType {
  if (method?.type === 'paypal') return 'paypal';
  const wallet = method?.card?.wallet?.type;
  if (wallet === 'apple_pay') return 'apple_pay';
  return wallet === 'google_pay' ? 'google_pay' : 'card';
}
