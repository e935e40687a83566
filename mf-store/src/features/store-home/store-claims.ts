import { formatPrice, SHIPPING_METHOD_DETAILS } from '@ps/shared/rules';

export interface StoreClaim {
  figure: string;
  label: string;
}

/** What the records say; a figure not known yet (still loading, or failed) is undefined. */
export interface StoreFacts {
  productCount: number | undefined;
  ordersShipped: number | undefined;
  freeShippingThreshold: number | undefined;
}

const count = new Intl.NumberFormat('en-US');

/**
 * The hero's figures, each from the shop's own data: a figure that is unknown, or zero where zero
 * would only advertise an empty shop, is left out rather than guessed.
 */
export function storeClaims({ productCount, ordersShipped, freeShippingThreshold }: StoreFacts): StoreClaim[] {
  const { minBusinessDays, maxBusinessDays } = SHIPPING_METHOD_DETAILS.standard;
  const claims: StoreClaim[] = [];
  if (productCount) claims.push({ figure: count.format(productCount), label: 'products' });
  if (ordersShipped) claims.push({ figure: count.format(ordersShipped), label: 'orders shipped' });
  claims.push({ figure: `${minBusinessDays}–${maxBusinessDays}`, label: 'business days standard delivery' });
  if (freeShippingThreshold !== undefined) claims.push(freeShippingClaim(freeShippingThreshold));
  return claims;
}

function freeShippingClaim(threshold: number): StoreClaim {
  return threshold === 0
    ? { figure: 'Free', label: 'standard shipping on every order' }
    : { figure: formatPrice(threshold), label: 'and up ships free' };
}
