import { expect, it } from 'vitest';
import {
  createOrderResponseSchema,
  orderDetailResponseSchema,
  paymentRedirectResponseSchema,
} from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { orderDraft, type CheckoutClient } from './support/checkout-client';
import { useStripeServer } from './support/stripe-suite';
import { describeEachDatabase } from './support/suite';

const PUBLIC_URL = 'https://shop.panicsquad.test';

describeEachDatabase('payments: PayPal through Stripe, approved on PayPal and finished on the return page', (suite) => {
  const stripe = useStripeServer(suite, { PUBLIC_URL });

  /** The draft names PayPal and create-order answers with where to send the buyer. */
  async function startPayPal(shopper: CheckoutClient) {
    expect((await shopper.saveDraft({ ...orderDraft, paymentMethod: { type: 'paypal' } })).status).toBe(200);
    const response = await shopper.createOrder({ paymentMethodId: 'pm_paypal' });
    expect(response.status).toBe(202);
    const { redirectUrl } = paymentRedirectResponseSchema.parse(await response.json());
    // The double's stand-in for PayPal's page is named after the PaymentIntent to approve.
    const intent = stripe.fake.intents.get(redirectUrl.split('/').at(-1) ?? '');
    if (!intent) throw new Error(`no PaymentIntent behind ${redirectUrl}`);
    return { redirectUrl, intent };
  }

  const finish = (shopper: CheckoutClient, paymentId: string) =>
    shopper.call('POST', `/api/checkout/session/${shopper.checkoutSessionId}/payment-return`, { paymentId });

  it("creates a PaymentIntent that needs PayPal's approval, for the server's amount, returning to PUBLIC_URL", async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    const expected = await stripe.totalCents(shopper);
    const { redirectUrl, intent } = await startPayPal(shopper);
    expect(redirectUrl).toBe(`${stripe.fake.url}/paypal/${intent.id}`);
    expect(stripe.intentCreationFor(shopper)).toMatchObject({
      amount: String(expected),
      capture_method: 'manual',
      confirm: 'true',
      payment_method: 'pm_paypal',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'always' },
      return_url: `${PUBLIC_URL}/checkout/return`,
    });
    expect(intent.status).toBe('requires_action');
    // Nothing is held, nothing placed, until the buyer approves and comes back.
    expect(await state()).toMatchObject({ stock: 5, orders: [] });
  });

  it('builds the return address from configuration, never from the Host header', async () => {
    const { shopper } = await stripe.shopperWithStock();
    expect((await shopper.saveDraft({ ...orderDraft, paymentMethod: { type: 'paypal' } })).status).toBe(200);
    await shopper.createOrder({ paymentMethodId: 'pm_paypal' }, { 'X-Forwarded-Host': 'evil.example' });
    expect(stripe.intentFor(shopper)?.return_url).toBe(`${PUBLIC_URL}/checkout/return`);
  });

  it('places the order once when the buyer comes back approved, and again (a reload) gives the same order', async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    const { intent } = await startPayPal(shopper);
    const back = new URL(stripe.fake.answerPayPal(intent.id, true) ?? '');
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/checkout/return`);
    const first = await finish(shopper, back.searchParams.get('payment_intent') ?? '');
    expect(first.status).toBe(201);
    const { orderNumber } = createOrderResponseSchema.parse(await first.json());
    const again = await finish(shopper, intent.id);
    expect(again.status).toBe(200);
    expect(createOrderResponseSchema.parse(await again.json()).orderNumber).toBe(orderNumber);
    const { order } = orderDetailResponseSchema.parse(await (await shopper.lookUpOrder(orderNumber)).json());
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentMethod: { type: 'paypal' } });
    expect(await state()).toMatchObject({ stock: 4, orders: [{ paymentReference: intent.id }] });
    expect(stripe.intentFor(shopper)?.status).toBe('succeeded');
  });

  it('makes one order when the webhook places it before the buyer is back', async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    const { intent } = await startPayPal(shopper);
    stripe.fake.answerPayPal(intent.id, true);
    expect((await stripe.sendWebhook('payment_intent.amount_capturable_updated', intent.id)).status).toBe(200);
    const back = await finish(shopper, intent.id);
    expect(back.status).toBe(200);
    expect((await state()).orders).toHaveLength(1);
    expect((await state()).stock).toBe(4);
  });

  it('takes the status from Stripe, not the return address: an unapproved payment places nothing', async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    const { intent } = await startPayPal(shopper);
    expect((await expectError(await finish(shopper, intent.id), 402)).code).toBe('PAYMENT_FAILED');
    expect(await state()).toMatchObject({ stock: 5, orders: [] });
  });

  it('sends a cancelled PayPal payment back to the payment step with the cart intact, and PayPal can be tried again', async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    const { intent } = await startPayPal(shopper);
    stripe.fake.answerPayPal(intent.id, false);
    expect(await expectError(await finish(shopper, intent.id), 402)).toEqual({
      code: 'PAYMENT_FAILED',
      message: 'Your payment could not be completed. Try another payment method.',
    });
    expect(await state()).toMatchObject({ stock: 5, orders: [] });
    const cart = await (await shopper.cart.get()).json();
    expect(cart.items).toHaveLength(1);
    // A new try makes a new PaymentIntent (the decline moved the idempotency key), and it goes through.
    const retry = await startPayPal(shopper);
    expect(retry.intent.id).not.toBe(intent.id);
    stripe.fake.answerPayPal(retry.intent.id, true);
    expect((await finish(shopper, retry.intent.id)).status).toBe(201);
    expect((await state()).orders).toHaveLength(1);
  });

  it("refuses another checkout's payment, an unknown one and another browser's checkout", async () => {
    const { shopper } = await stripe.shopperWithStock();
    const { intent } = await startPayPal(shopper);
    stripe.fake.answerPayPal(intent.id, true);
    const other = await stripe.shopperWithStock();
    expect((await expectError(await finish(other.shopper, intent.id), 404)).code).toBe('NOT_FOUND');
    expect((await expectError(await finish(shopper, 'pi_unknown'), 404)).code).toBe('NOT_FOUND');
    expect((await expectError(await finish(shopper, 'not-an-id'), 400)).fields).toHaveProperty('paymentId');
    const stranger = await stripe.api.fetch(`/api/checkout/session/${shopper.checkoutSessionId}/payment-return`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-session-id': crypto.randomUUID() },
      body: JSON.stringify({ paymentId: intent.id }),
    });
    expect(stranger.status).toBe(404);
    expect((await other.state()).orders).toEqual([]);
  });
});
