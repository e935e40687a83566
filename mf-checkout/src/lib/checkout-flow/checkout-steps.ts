export const CHECKOUT_STEPS = [
  { id: 'cart', label: 'Cart', path: '/checkout' },
  { id: 'shipping', label: 'Shipping', path: '/checkout/shipping' },
  { id: 'payment', label: 'Payment', path: '/checkout/payment' },
  { id: 'confirmation', label: 'Confirmation', path: '/checkout/success' },
] as const;

export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]['id'];

const order = CHECKOUT_STEPS.map((step) => step.id);

/**
 * Spec 3 §2: a step can be opened when it is the current step, when it is
 * completed, or when it is the next step after a completed current step.
 */
export function canOpenStep(
  step: CheckoutStepId,
  current: CheckoutStepId,
  completed: ReadonlySet<CheckoutStepId>,
): boolean {
  if (step === current || completed.has(step)) return true;
  return completed.has(current) && order.indexOf(step) === order.indexOf(current) + 1;
}

/** The furthest step the shopper may be on: the first one not yet completed. */
export function firstOpenStep(completed: ReadonlySet<CheckoutStepId>): CheckoutStepId {
  return order.find((step) => !completed.has(step)) ?? 'confirmation';
}

/** The step bar only links back to the cart and to a completed shipping step. */
export function isStepLinkable(
  step: CheckoutStepId,
  current: CheckoutStepId,
  completed: ReadonlySet<CheckoutStepId>,
): boolean {
  if (step === current) return false;
  if (step === 'cart') return true;
  return step === 'shipping' && completed.has('shipping');
}
