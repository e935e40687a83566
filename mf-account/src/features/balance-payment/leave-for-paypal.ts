/** Sends the buyer to approve the balance with PayPal; Stripe sends them back to /account/orders/{n}/pay/return. */
export function leaveForPayPal(redirectUrl: string): void {
  window.location.assign(redirectUrl);
}
