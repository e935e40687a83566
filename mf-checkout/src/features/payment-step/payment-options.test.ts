import { describe, expect, it } from 'vitest';
import { paymentChoices, walletSupport } from './payment-options';

/** A Payment Request API whose canMakePayment answers `answer` for the methods it was built with. */
function paymentRequestAnswering(answer: (methods: string[]) => boolean | Promise<boolean>) {
  return class {
    constructor(private readonly methods: { supportedMethods: string }[]) {}
    async canMakePayment() {
      return answer(this.methods.map((method) => method.supportedMethods));
    }
  };
}

describe('walletSupport', () => {
  it('reports no wallets in a browser without the APIs', async () => {
    expect(await walletSupport({})).toEqual({ applePay: false, googlePay: false });
  });

  it('offers Apple Pay only when the session says it can pay', async () => {
    expect((await walletSupport({ ApplePaySession: { canMakePayments: () => true } })).applePay).toBe(true);
    expect((await walletSupport({ ApplePaySession: { canMakePayments: () => false } })).applePay).toBe(false);
    const insecure = {
      canMakePayments: () => {
        throw new Error('InvalidAccessError');
      },
    };
    expect((await walletSupport({ ApplePaySession: insecure })).applePay).toBe(false);
  });

  it('offers Google Pay only when the Payment Request API can pay with it, not merely because the API exists', async () => {
    const asked: string[][] = [];
    const googlePay = paymentRequestAnswering((methods) => {
      asked.push(methods);
      return true;
    });
    expect(await walletSupport({ PaymentRequest: googlePay })).toEqual({ applePay: false, googlePay: true });
    expect(asked).toEqual([['https://google.com/pay']]);
    expect((await walletSupport({ PaymentRequest: paymentRequestAnswering(() => false) })).googlePay).toBe(false);
    const refusing = paymentRequestAnswering(() => Promise.reject(new Error('NotAllowedError')));
    expect((await walletSupport({ PaymentRequest: refusing })).googlePay).toBe(false);
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
