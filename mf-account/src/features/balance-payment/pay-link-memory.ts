/*
 * The pay link's secret stays in this tab while the buyer approves with PayPal, so the page they
 * come back to can offer the link again if PayPal did not take the payment. The secret itself
 * never goes to Stripe or PayPal: the return URL names only the order.
 */
const keyOf = (orderNumber: string) => `ps-balance-link:${orderNumber}`;

export function rememberPayLink(orderNumber: string, token: string): void {
  try {
    sessionStorage.setItem(keyOf(orderNumber), token);
  } catch {
    // Storage refused (private mode): the return page then points to the e-mail's link instead.
  }
}

export function recalledPayLink(orderNumber: string): string | null {
  try {
    const token = sessionStorage.getItem(keyOf(orderNumber));
    return token ? `/account/orders/${encodeURIComponent(orderNumber)}/pay?${new URLSearchParams({ token })}` : null;
  } catch {
    return null;
  }
}
