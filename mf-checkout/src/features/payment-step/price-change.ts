import { ApiError } from '@ps/shared/api';
import { formatPrice } from '@ps/shared/rules';
import type { CheckoutSession } from '@ps/shared/schemas';

/** What the shopper saw on the button and what the server prices now, with each difference in words. */
export interface PriceChange {
  before: number;
  after: number;
  changes: string[];
}

/** The checkout as the server priced it when it refused a create-order with TOTAL_CHANGED; null for any other error. */
export function repricedSession(error: unknown): CheckoutSession | null {
  if (!(error instanceof ApiError) || error.code !== 'TOTAL_CHANGED') return null;
  const { session } = error.body as { session?: CheckoutSession };
  return session && typeof session === 'object' && Array.isArray(session.items) ? session : null;
}

type Item = CheckoutSession['items'][number];

const nameOf = (item: Item) => `${item.product.name} (${item.variant.name})`;
const moneyOrFree = (dollars: number) => (dollars === 0 ? 'Free' : formatPrice(dollars));

function lineChanges(before: readonly Item[], after: readonly Item[]): string[] {
  const earlier = new Map(before.map((item) => [item.variant.id, item]));
  const later = new Map(after.map((item) => [item.variant.id, item]));
  const changes: string[] = [];
  for (const item of after) {
    const was = earlier.get(item.variant.id);
    if (!was) changes.push(`Added: ${item.quantity} × ${nameOf(item)}, ${formatPrice(item.total)}`);
    else {
      if (was.quantity !== item.quantity) changes.push(`${nameOf(item)}: quantity ${was.quantity} → ${item.quantity}`);
      if (was.price !== item.price) {
        changes.push(`${nameOf(item)}: price ${formatPrice(was.price)} → ${formatPrice(item.price)} each`);
      }
    }
  }
  for (const item of before) {
    if (!later.has(item.variant.id)) changes.push(`Removed: ${item.quantity} × ${nameOf(item)}`);
  }
  return changes;
}

/** Every difference the shopper pays for: lines, promotion, shipping and tax; the total is said apart. */
export function describePriceChange(before: CheckoutSession, after: CheckoutSession): PriceChange {
  const changes = lineChanges(before.items, after.items);
  if ((before.promo?.code ?? null) !== (after.promo?.code ?? null)) {
    changes.push(after.promo ? `Promo code ${after.promo.code} applied` : `Promo code ${before.promo?.code} removed`);
  }
  const amounts = [
    ['Discount', before.totals.discount, after.totals.discount, formatPrice],
    ['Shipping', before.totals.shipping, after.totals.shipping, moneyOrFree],
    ['Tax', before.totals.tax, after.totals.tax, formatPrice],
  ] as const;
  for (const [label, was, now, format] of amounts) {
    if (was !== now) changes.push(`${label}: ${format(was)} → ${format(now)}`);
  }
  return { before: before.totals.total, after: after.totals.total, changes };
}
