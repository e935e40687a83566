import { describe, expect, it } from 'vitest';
import { canOpenStep, firstOpenStep, isStepLinkable, type CheckoutStepId } from './checkout-steps';

const done = (...steps: CheckoutStepId[]) => new Set<CheckoutStepId>(steps);

describe('checkout step rules', () => {
  it('opens the current step, completed steps, and the next one after a completed current step', () => {
    expect(canOpenStep('cart', 'cart', done())).toBe(true);
    expect(canOpenStep('shipping', 'cart', done())).toBe(false);
    expect(canOpenStep('shipping', 'cart', done('cart'))).toBe(true);
    expect(canOpenStep('payment', 'cart', done('cart'))).toBe(false);
    expect(canOpenStep('cart', 'payment', done('cart', 'shipping'))).toBe(true);
    expect(canOpenStep('payment', 'shipping', done('cart', 'shipping'))).toBe(true);
  });

  it('sends a shopper to the first step not done', () => {
    expect(firstOpenStep(done())).toBe('cart');
    expect(firstOpenStep(done('cart'))).toBe('shipping');
    expect(firstOpenStep(done('cart', 'shipping'))).toBe('payment');
  });

  it('links back only to the cart and to a completed shipping step', () => {
    expect(isStepLinkable('cart', 'payment', done('cart', 'shipping'))).toBe(true);
    expect(isStepLinkable('shipping', 'payment', done('cart', 'shipping'))).toBe(true);
    expect(isStepLinkable('shipping', 'payment', done('cart'))).toBe(false);
    expect(isStepLinkable('payment', 'shipping', done('cart', 'shipping', 'payment'))).toBe(false);
  });
});
