import { expect, it } from 'vitest';
import { createOrderResponseSchema, orderDetailResponseSchema } from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { cards, orderDraft } from './support/checkout-client';
import { useStripeServer } from './support/stripe-suite';
import { describeEachDatabase } from './support/suite';

const pay = { paymentMethodId: 'pm_card_visa' };

describeEachDatabase('payments: Stripe PaymentIntents through the real client, against a local double', (suite) => {
  const stripe = useStripeServer(suite);

  it('says which provider runs and in which mode', async () => {
    expect(await (await stripe.api.fetch('/api/checkout/payment-config')).json()).toEqual({
      provider: 'stripe',
      testMode: true,
      methods: ['card', 'paypal', 'apple_pay', 'google_pay'],
      publishableKey: 'pk_test_fake',
    });
  });

  it("lets the pages load Stripe.js, its frames and its API, which the sandbox's pages may not", async () => {
    const policy = (await stripe.api.fetch('/api/health')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com[^;]* https:\/\/hooks\.stripe\.com/);
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/api\.stripe\.com/);
    const sandbox = (await suite.fetch('/api/health')).headers.get('content-security-policy') ?? '';
    expect(sandbox).not.toContain('stripe.com');
  });

  it('holds the server-computed total with a PaymentIntent, captures it after the order, and records the card', async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    const expected = await stripe.totalCents(shopper);
    const response = await shopper.createOrder(pay);
    expect(response.status).toBe(201);
    const { orderNumber } = createOrderResponseSchema.parse(await response.json());
    const created = stripe.fake.requests.find(
      (request) => request.path === '/v1/payment_intents' && request.form.metadata,
    );
    expect(created?.form).toMatchObject({
      amount: String(expected),
      currency: 'usd',
      capture_method: 'manual',
      confirm: 'true',
    });
    expect(stripe.intentFor(shopper)?.status).toBe('succeeded');
    const { order } = orderDetailResponseSchema.parse(await (await shopper.lookUpOrder(orderNumber)).json());
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
    });
    expect((await state()).orders[0]?.paymentReference).toBe(stripe.intentFor(shopper)?.id);
  });

  it("maps Stripe's card errors and refuses raw card numbers", async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    expect(await expectError(await shopper.createOrder({ paymentMethodId: 'pm_card_chargeDeclined' }), 402)).toEqual({
      code: 'CARD_DECLINED',
      message: 'Your card was declined. Try another card.',
    });
    const insufficient = await shopper.createOrder({ paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' });
    expect((await expectError(insufficient, 402)).code).toBe('INSUFFICIENT_FUNDS');
    expect((await expectError(await shopper.createOrder({ paymentMethodId: 'pm_unknown' }), 402)).code).toBe(
      'PAYMENT_FAILED',
    );
    expect((await expectError(await shopper.createOrder({ card: cards.visa }), 400)).fields).toHaveProperty('card');
    expect(await state()).toMatchObject({ stock: 5, orders: [] });
  });

  it("creates the PaymentIntent with automatic payment methods and the server's amount, whatever amount the browser names", async () => {
    const { shopper } = await stripe.shopperWithStock();
    const expected = await stripe.totalCents(shopper);
    const response = await shopper.createOrder({ ...pay, amount: 1, amountCents: 1, currency: 'eur' });
    expect(response.status).toBe(201);
    expect(stripe.intentCreationFor(shopper)).toMatchObject({
      amount: String(expected),
      currency: 'usd',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
      payment_method: 'pm_card_visa',
    });
    expect(stripe.intentFor(shopper)?.amount).toBe(expected);
  });

  it('records the wallet that paid, as the PaymentIntent names it, whatever the draft named', async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    // The draft says card; the Payment Element's Google Pay sheet made the payment method.
    const response = await shopper.createOrder({ paymentMethodId: 'pm_google_pay_visa' });
    expect(response.status).toBe(201);
    const { orderNumber } = createOrderResponseSchema.parse(await response.json());
    const { order } = orderDetailResponseSchema.parse(await (await shopper.lookUpOrder(orderNumber)).json());
    expect(order.paymentMethod).toEqual({ type: 'google_pay', brand: 'visa', last4: '4242' });
    expect((await state()).orders[0]?.paymentMethodType).toBe('google_pay');
  });

  it('refuses a PayPal payment method under a draft that names a card, and charges nothing', async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    // Confirmed with no redirect allowed: Stripe refuses a redirect method before any charge.
    expect((await expectError(await shopper.createOrder({ paymentMethodId: 'pm_paypal' }), 402)).code).toBe(
      'PAYMENT_FAILED',
    );
    expect(stripe.intentFor(shopper)).toBeUndefined();
    expect(await state()).toMatchObject({ stock: 5, orders: [] });
  });

  it('records Apple Pay, from a draft that names it', async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    expect((await shopper.saveDraft({ ...orderDraft, paymentMethod: { type: 'apple_pay' } })).status).toBe(200);
    const response = await shopper.createOrder({ paymentMethodId: 'pm_apple_pay_visa' });
    expect(response.status).toBe(201);
    const { orderNumber } = createOrderResponseSchema.parse(await response.json());
    const { order } = orderDetailResponseSchema.parse(await (await shopper.lookUpOrder(orderNumber)).json());
    expect(order.paymentMethod).toEqual({ type: 'apple_pay', brand: 'visa', last4: '4242' });
    expect((await state()).orders[0]?.paymentMethodType).toBe('apple_pay');
  });
});
