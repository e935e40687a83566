import { PAYMENT_STATUS_NAMES, type OrderDetail, type PaymentStatus } from '@ps/shared/schemas';
import type { BadgeTone } from '@ps/shared/ui';

const WALLET_NAMES = { paypal: 'PayPal', apple_pay: 'Apple Pay', google_pay: 'Google Pay' } as const;

/** Paid green, failed red, anything else yellow (spec 3 order detail). */
export function describePaymentStatus(status: PaymentStatus): { name: string; tone: BadgeTone } {
  const tone = status === 'paid' ? 'success' : status === 'failed' ? 'danger' : 'accent';
  return { name: PAYMENT_STATUS_NAMES[status], tone };
}

/** A masked order hides the last four digits; the brand alone still tells the buyer which card it was. */
export function paymentMethodLabel({ type, brand, last4 }: OrderDetail['paymentMethod']): string {
  if (type !== 'card') return WALLET_NAMES[type];
  if (last4) return `Card ending in ${last4}`;
  return brand ? `${brand[0]!.toUpperCase()}${brand.slice(1)} card` : 'Card';
}
