import type { OrderDetail } from '@ps/shared/schemas';

const WALLET_NAMES = { paypal: 'PayPal', apple_pay: 'Apple Pay', google_pay: 'Google Pay' } as const;

/** A masked order hides the last four digits; the brand alone still tells the buyer which card it was. */
export function paymentMethodLabel({ type, brand, last4 }: OrderDetail['paymentMethod']): string {
  if (type !== 'card') return WALLET_NAMES[type];
  if (last4) return `Card ending in ${last4}`;
  return brand ? `${brand[0]!.toUpperCase()}${brand.slice(1)} card` : 'Card';
}
