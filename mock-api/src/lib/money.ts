/** The one place cents become dollars for the wire: 2499 -> 24.99. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars from a client (filters, forms) to cents: 24.99 -> 2499. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
