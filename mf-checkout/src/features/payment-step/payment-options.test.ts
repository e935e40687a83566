import { describe, expect, it } from 'vitest';
import { walletSupport } from './payment-options';

describe('walletSupport', () => {
  it('reports no wallets in a browser without the APIs', () => {
    expect(walletSupport({})).toEqual({ applePay: false, googlePay: false });
  });

  it('offers Apple Pay only when the session says it can pay, and Google Pay with the Payment Request API', () => {
    expect(
      walletSupport({ ApplePaySession: { canMakePayments: () => true }, PaymentRequest: function PaymentRequest() {} }),
    ).toEqual({
      applePay: true,
      googlePay: true,
    });
    expect(walletSupport({ ApplePaySession: { canMakePayments: () => false } }).applePay).toBe(false);
  });
});
