import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PAYMENT_STEP, type PaymentStepValues } from './payment-form-schema';
import { paymentMeansOf, STRIPE_NOT_READY } from './payment-means';

const values = (overrides: Partial<PaymentStepValues>) =>
  ({ ...EMPTY_PAYMENT_STEP, ...overrides }) as PaymentStepValues;

describe('paymentMeansOf', () => {
  it('sends the typed card to the sandbox', async () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
    expect(await paymentMeansOf(values({ card }), null)).toEqual({
      methodType: 'card',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
  });

  it("sends a sandbox stand-in's token for a wallet", async () => {
    expect(await paymentMeansOf(values({ paymentMethod: 'paypal', walletToken: 'pm_x' }), null)).toEqual({
      methodType: 'paypal',
      paymentMethodId: 'pm_x',
    });
  });

  it('with Stripe, sends what the Payment Element made, never the typed fields', async () => {
    const collect = vi.fn().mockResolvedValue({ paymentMethodId: 'pm_1', methodType: 'apple_pay' });
    expect(await paymentMeansOf(values({ viaStripe: true }), collect)).toEqual({
      paymentMethodId: 'pm_1',
      methodType: 'apple_pay',
    });
  });

  it('with Stripe not loaded yet, asks the shopper to wait', async () => {
    expect(await paymentMeansOf(values({ viaStripe: true }), null)).toEqual({ error: STRIPE_NOT_READY });
  });
});
