import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './payment-text';

describe('payment wording', () => {
  it('names a card by its last four digits, wallets by name', () => {
    expect(paymentMethodLabel({ type: 'card', brand: 'visa', last4: '4242' })).toBe('Card ending in 4242');
    expect(paymentMethodLabel({ type: 'card', brand: 'visa', last4: null })).toBe('Visa card');
    expect(paymentMethodLabel({ type: 'card', brand: null, last4: null })).toBe('Card');
    expect(paymentMethodLabel({ type: 'apple_pay', brand: null, last4: null })).toBe('Apple Pay');
  });
});
