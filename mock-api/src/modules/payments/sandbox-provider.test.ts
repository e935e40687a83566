import { describe, expect, it } from 'vitest';
import { SANDBOX_WALLET_TOKENS } from '@ps/shared/schemas';
import { AppError } from '../../http/app-error';
import type { PaymentRequest } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

const now = () => new Date('2026-03-15T12:00:00Z');
const card = (number: string, overrides = {}) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', ...overrides });

let keys = 0;
function request(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  keys += 1;
  return {
    amountCents: 4599,
    idempotencyKey: `key-${keys}`,
    methodType: 'card',
    card: card('4242424242424242'),
    description: 'Panic Squad order',
    metadata: { checkoutSessionId: 'c1', idempotencyKey: 'k1' },
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the sandbox payment provider', () => {
  it('holds 4242 4242 4242 4242 like Stripe: a pi_ id, last4 and brand, then captures it', async () => {
    const provider = createSandboxProvider({ now });
    const payment = await provider.authorize(request());
    expect(payment).toMatchObject({ status: 'requires_capture', amountCents: 4599, last4: '4242', brand: 'visa' });
    expect(payment.id).toMatch(/^pi_sandbox_[0-9a-f]{24}$/);
    await provider.capture(payment.id);
    expect(await provider.findAuthorized(payment.id)).toMatchObject({ status: 'succeeded' });
  });

  it('refuses the declining test cards with Stripe-like codes', async () => {
    const provider = createSandboxProvider({ now });
    expect(await refusal(provider.authorize(request({ card: card('4000000000000002') })))).toEqual({
      status: 402,
      code: 'CARD_DECLINED',
      message: 'Your card was declined. Try another card.',
    });
    expect((await refusal(provider.authorize(request({ card: card('4000000000009995') })))).code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect((await refusal(provider.authorize(request({ card: card('4242424242424241') })))).code).toBe(
      'INCORRECT_NUMBER',
    );
    expect(
      (await refusal(provider.authorize(request({ card: card('4242424242424242', { expYear: 2026, expMonth: 2 }) }))))
        .code,
    ).toBe('EXPIRED_CARD');
  });

  it("takes Stripe's test payment method ids and needs card details otherwise", async () => {
    const provider = createSandboxProvider({ now });
    const visa = await provider.authorize(request({ card: undefined, paymentMethodId: 'pm_card_visa' }));
    expect(visa).toMatchObject({ last4: '4242', brand: 'visa' });
    const declined = request({ card: undefined, paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' });
    expect((await refusal(provider.authorize(declined))).code).toBe('INSUFFICIENT_FUNDS');
    expect((await refusal(provider.authorize(request({ card: undefined })))).status).toBe(400);
    expect((await refusal(provider.authorize(request({ card: undefined, paymentMethodId: 'pm_nope' })))).code).toBe(
      'PAYMENT_FAILED',
    );
  });

  it('takes all four methods: PayPal and the wallets through their approve and decline tokens', async () => {
    const provider = createSandboxProvider({ now });
    expect(provider.methods).toEqual(['card', 'paypal', 'apple_pay', 'google_pay']);
    const wallet = (methodType: PaymentRequest['methodType'], paymentMethodId?: string) =>
      request({ methodType, card: undefined, paymentMethodId });
    expect(await provider.authorize(wallet('paypal', SANDBOX_WALLET_TOKENS.paypal.approve))).toMatchObject({
      methodType: 'paypal',
      brand: null,
      last4: null,
    });
    expect(await provider.authorize(wallet('google_pay', SANDBOX_WALLET_TOKENS.google_pay.approve))).toMatchObject({
      methodType: 'google_pay',
      brand: 'visa',
      last4: '4242',
    });
    expect(await refusal(provider.authorize(wallet('paypal', SANDBOX_WALLET_TOKENS.paypal.decline)))).toMatchObject({
      status: 402,
      code: 'PAYMENT_FAILED',
    });
    expect((await refusal(provider.authorize(wallet('apple_pay', SANDBOX_WALLET_TOKENS.apple_pay.decline)))).code).toBe(
      'CARD_DECLINED',
    );
    expect((await refusal(provider.authorize(wallet('paypal', SANDBOX_WALLET_TOKENS.google_pay.approve)))).code).toBe(
      'PAYMENT_FAILED',
    );
    expect(await refusal(provider.authorize(wallet('paypal')))).toMatchObject({
      status: 400,
      message: 'Approve the payment with PayPal first',
    });
    expect((await refusal(provider.authorize(request({ methodType: 'paypal' })))).status).toBe(400);
  });

  it('answers a repeated key with the first payment, even while it is in flight', async () => {
    const provider = createSandboxProvider({ now });
    const first = request();
    const [a, b] = await Promise.all([provider.authorize(first), provider.authorize(first)]);
    expect(b.id).toBe(a.id);
    expect((await provider.authorize({ ...first, card: card('4000000000000002') })).id).toBe(a.id);
  });

  it('forgets a cancelled hold and refuses to capture it', async () => {
    const provider = createSandboxProvider({ now });
    const payment = await provider.authorize(request());
    await provider.cancel(payment.id);
    await provider.cancel(payment.id);
    expect(await provider.findAuthorized(payment.id)).toBeNull();
    await expect(provider.capture(payment.id)).rejects.toThrow(/no held payment/);
  });

  it('refunds part of a captured payment, then the rest, and refuses more than is left', async () => {
    const provider = createSandboxProvider({ now });
    const payment = await provider.authorize(request({ amountCents: 3000 }));
    await provider.capture(payment.id);
    const first = await provider.refund(payment.id, 'refund-1', 1000);
    expect(await provider.refund(payment.id, 'refund-1', 1000)).toEqual(first);
    expect(await refusal(provider.refund(payment.id, 'refund-2', 2001))).toMatchObject({
      status: 409,
      code: 'PAYMENT_NOT_REFUNDED',
    });
    await provider.refund(payment.id, 'refund-3');
    expect(await refusal(provider.refund(payment.id, 'refund-4', 1))).toMatchObject({ code: 'PAYMENT_NOT_REFUNDED' });
  });
});
