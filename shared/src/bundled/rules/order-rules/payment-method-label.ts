import type { PaymentMethodType } from '@ps/shared/schemas';

export const PAYMENT_METHOD_NAMES: Record<PaymentMethodType, string> = {
  card: 'Card',
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

const capitalized = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/**
 * How an order was paid, in words: "Card ending in 4242", "Google Pay (Visa ending in 4242)", "PayPal".
 * A masked order has no last4; the brand alone still tells the buyer which card it was.
 */
export function paymentMethodLabel({
  type,
  brand,
  last4,
}: {
  type: PaymentMethodType;
  brand: string | null;
  last4: string | null;
}): string {
  const cardName = brand ? capitalized(brand) : null;
  if (type === 'card') return last4 ? `Card ending in ${last4}` : cardName ? `${cardName} card` : 'Card';
  const card = last4 ? `${cardName ?? 'Card'} ending in ${last4}` : cardName;
  return card ? `${PAYMENT_METHOD_NAMES[type]} (${card})` : PAYMENT_METHOD_NAMES[type];
}
