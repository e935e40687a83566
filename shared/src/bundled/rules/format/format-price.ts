const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices travel as dollars on the wire; this is the only place they become text. */
export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}
