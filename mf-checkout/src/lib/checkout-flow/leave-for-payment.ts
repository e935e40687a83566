/** Sends the buyer to approve the payment on the method's own site (PayPal); it sends them back to /checkout/return. */
export function leaveForPayment(redirectUrl: string): void {
  window.location.assign(redirectUrl);
}
