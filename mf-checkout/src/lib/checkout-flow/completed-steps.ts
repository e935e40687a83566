import type { CheckoutSession } from '@ps/shared/schemas';
import type { CheckoutStepId } from './checkout-steps';

/**
 * The steps whose answers the server holds. Read from the session, not from the tab,
 * so a reload or a second tab opens the same steps the shopper already finished.
 */
export function completedSteps(session: CheckoutSession): ReadonlySet<CheckoutStepId> {
  const done = new Set<CheckoutStepId>();
  if (session.customer) done.add('cart');
  if (session.shippingAddress && session.shippingMethod) done.add('shipping');
  if (session.status === 'completed') done.add('payment');
  return done;
}
