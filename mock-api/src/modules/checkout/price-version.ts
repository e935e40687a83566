import { createHash } from 'node:crypto';
import type { CheckoutSession } from '@ps/shared/schemas';
import { dollarsToCents } from '../../lib/money';
import { AppError } from '../../http/app-error';

type Priced = Pick<CheckoutSession, 'items' | 'totals' | 'shippingMethod' | 'promo'>;

/**
 * A digest of everything the shopper pays for as the checkout shows it: each line (variant, quantity,
 * unit price), the promotion, the shipping method and every total. Equal digests mean an equal price.
 */
export function priceVersionOf({ items, totals, shippingMethod, promo }: Priced): string {
  const lines = items
    .map((item) => [item.variant.id, item.quantity, dollarsToCents(item.price)])
    .sort((a, b) => a[0]! - b[0]!);
  const amounts = [totals.subtotal, totals.shipping, totals.tax, totals.discount, totals.total].map(dollarsToCents);
  const parts = [lines, shippingMethod, promo?.code ?? null, amounts];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 24);
}

/** What the shopper confirmed: the total on the button and the price version it came with. */
export interface ConfirmedPrice {
  expectedTotal: number;
  priceVersion: string;
}

/** A 409 carrying the checkout priced now, so the page can show what changed and ask again; nothing is charged. */
export const totalChanged = (now: CheckoutSession) =>
  new AppError(
    409,
    'TOTAL_CHANGED',
    'Your order changed since you last saw it, so nothing was charged. Check the new total and place your order again.',
    { details: { session: now } },
  );

export function assertPriceConfirmed(now: CheckoutSession, confirmed: ConfirmedPrice): void {
  const sameTotal = dollarsToCents(confirmed.expectedTotal) === dollarsToCents(now.totals.total);
  if (!sameTotal || confirmed.priceVersion !== now.priceVersion) throw totalChanged(now);
}
