import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { methodTypeFromStripe } from './stripe-method-type';

const method = (fields: object) => fields as Stripe.PaymentMethod;

describe('methodTypeFromStripe', () => {
  it.each([
    [method({ type: 'card', card: { wallet: null } }), 'card'],
    [method({ type: 'card', card: { wallet: { type: 'apple_pay' } } }), 'apple_pay'],
    [method({ type: 'card', card: { wallet: { type: 'google_pay' } } }), 'google_pay'],
    [method({ type: 'card', card: { wallet: { type: 'link' } } }), 'card'],
    [method({ type: 'paypal' }), 'paypal'],
    [null, 'card'],
  ])('%j paid as %s', (paymentMethod, expected) => {
    expect(methodTypeFromStripe(paymentMethod)).toBe(expected);
  });
});
