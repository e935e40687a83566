import { describe, expect, it } from 'vitest';
import { methodTypeFromStripe } from './stripe-method-type';

describe('methodTypeFromStripe', () => {
  it.each([
    [{ type: 'card', card: { wallet: null } }, 'card'],
    [{ type: 'card', card: { wallet: { type: 'apple_pay' } } }, 'apple_pay'],
    [{ type: 'card', card: { wallet: { type: 'google_pay' } } }, 'google_pay'],
    [{ type: 'card', card: { wallet: { type: 'link' } } }, 'card'],
    [{ type: 'paypal' }, 'paypal'],
    [null, 'card'],
  ])('%j paid as %s', (paymentMethod, expected) => {
    expect(methodTypeFromStripe(paymentMethod)).toBe(expected);
  });
});
