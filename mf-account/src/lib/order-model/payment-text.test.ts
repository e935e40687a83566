import { describe, expect, it } from 'vitest';
import { describePaymentStatus, paymentMethodLabel } from './payment-text';

describe('payment wording', () => {
  it('colours paid green, failed red and everything else yellow', () => {
    expect(describePaymentStatus('paid')).toEqual({ name: 'Paid', tone: 'success' });
    expect(describePaymentStatus('failed')).toEqual({ name: 'Failed', tone: 'danger' });
    expect(describePaymentStatus('pending').tone).toBe('accent');
    expect(describePaymentStatus('refunded')).toEqual({ name: 'Refunded', tone: 'accent' });
  });

  it('names a card by its last four digits, wallets by name', () => {
    expect(paymentMethodLabel({ type: 'card', brand: 'visa', last4: '4242' })).toBe('Card ending in 4242');
    expect(paymentMethodLabel({ type: 'card', brand: 'visa', last4: null })).toBe('Visa card');
    expect(paymentMethodLabel({ type: 'card', brand: null, last4: null })).toBe('Card');
    expect(paymentMethodLabel({ type: 'apple_pay', brand: null, last4: null })).toBe('Apple Pay');
  });
});
