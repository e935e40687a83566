import { describe, expect, it } from 'vitest';
import { paymentChoices, walletSupport } from './payment-options';

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

describe('paymentChoices', () => {
  const noWallets = { applePay: false, googlePay: false };

  it('offers only what the provider takes and says why the rest is missing', () => {
    const { offered, absentNote } = paymentChoices(['card'], noWallets);
    expect(offered.map((option) => option.value)).toEqual(['card']);
    expect(absentNote).toBe(
      "PayPal, Apple Pay and Google Pay aren't offered: this store's payment provider can only take " +
        'Credit or Debit Card right now.',
    );
  });

  it('keeps a wallet the provider takes but the browser lacks, marked unavailable', () => {
    const { offered, absentNote } = paymentChoices(['card', 'paypal', 'apple_pay', 'google_pay'], {
      applePay: false,
      googlePay: true,
    });
    expect(offered.map((option) => [option.value, option.available])).toEqual([
      ['card', true],
      ['paypal', true],
      ['apple_pay', false],
      ['google_pay', true],
    ]);
    expect(absentNote).toBeNull();
  });
});
