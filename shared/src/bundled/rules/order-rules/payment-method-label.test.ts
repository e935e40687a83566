import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './payment-method-label';

describe('payment wording', () => {
  it('names a card by its last four digits, or by its brand when they are masked', () => {
    expect(paymentMethodLabel({ type: 'card', brand: 'visa', last4: '4242' })).toBe('Card ending in 4242');
    expect(paymentMethodLabel({ type: 'card', brand: 'visa', last4: null })).toBe('Visa card');
    expect(paymentMethodLabel({ type: 'card', brand: null, last4: null })).toBe('Card');
  });

  it('names PayPal and the wallets, with the card a wallet paid with', () => {
    expect(paymentMethodLabel({ type: 'paypal', brand: null, last4: null })).toBe('PayPal');
    expect(paymentMethodLabel({ type: 'apple_pay', brand: null, last4: null })).toBe('Apple Pay');
    expect(paymentMethodLabel({ type: 'google_pay', brand: 'visa', last4: '4242' })).toBe(
      'Google Pay (Visa ending in 4242)',
    );
    expect(paymentMethodLabel({ type: 'apple_pay', brand: 'mastercard', last4: null })).toBe('Apple Pay (Mastercard)');
  });
});
