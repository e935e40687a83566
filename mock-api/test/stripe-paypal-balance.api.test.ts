import { expect, it } from 'vitest';
import { createOrderResponseSchema, orderBalancePaidSchema, orderBalanceRedirectSchema } from '@ps/shared/schemas';
import { hashOfToken, newSecretToken } from '../src/platform/sessions/secret-token';
import { browser } from './support/browser';
import { expectError } from './support/cart-client';
import { useStripeServer } from './support/stripe-suite';
import { describeEachDatabase } from './support/suite';

const PUBLIC_URL = 'https://shop.panicsquad.test';

describeEachDatabase('payments: a balance paid with PayPal through Stripe, finished on its return page', (suite) => {
  const stripe = useStripeServer(suite, { PUBLIC_URL });

  /** An order paid by card through Stripe, then left owing $12.50 through a pay link (as an edit or a dearer exchange leaves). */
  async function orderOwing() {
    const { shopper } = await stripe.shopperWithStock();
    const placed = await shopper.createOrder({ paymentMethodId: 'pm_card_visa' });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { orderNumber } = createOrderResponseSchema.parse(await placed.json());
    const { db } = stripe.api;
    const order = await db
      .selectFrom('orders')
      .select(['id', 'subtotalCents', 'totalCents'])
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const token = newSecretToken();
    await db
      .updateTable('orders')
      .set({ subtotalCents: order.subtotalCents + 1250, totalCents: order.totalCents + 1250, balanceDueCents: 1250 })
      .where('id', '=', order.id)
      .execute();
    await db
      .insertInto('orderBalancePayments')
      .values({ orderId: order.id, amountCents: 1250, tokenHash: hashOfToken(token) })
      .execute();
    return { orderNumber, orderId: order.id, token };
  }

  const balanceOf = (orderId: number) =>
    stripe.api.db
      .selectFrom('orderBalancePayments')
      .select(['status', 'providerPaymentId'])
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow();

  async function startPayPal(orderNumber: string, token: string) {
    const response = await browser(stripe.api).post(`/api/orders/${orderNumber}/balance`, {
      token,
      paymentMethodId: 'pm_paypal',
      methodType: 'paypal',
    });
    expect(response.status, await response.clone().text()).toBe(202);
    const { redirectUrl } = orderBalanceRedirectSchema.parse(await response.json());
    const intent = stripe.fake.intents.get(redirectUrl.split('/').at(-1) ?? '');
    if (!intent) throw new Error(`no PaymentIntent behind ${redirectUrl}`);
    return intent;
  }

  const finish = (orderNumber: string, paymentId: string) =>
    browser(stripe.api).post(`/api/orders/${orderNumber}/balance/payment-return`, { paymentId });

  it('when a balance is paid with PayPal, then Stripe sends the buyer back to its return page and the return records it once', async () => {
    const { orderNumber, orderId, token } = await orderOwing();
    const intent = await startPayPal(orderNumber, token);
    const creation = stripe.fake.requests.find(
      (request) => request.path === '/v1/payment_intents' && request.form.payment_method === 'pm_paypal',
    )?.form;
    expect(creation).toMatchObject({
      amount: '1250',
      capture_method: 'manual',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'always' },
      return_url: `${PUBLIC_URL}/account/orders/${orderNumber}/pay/return`,
    });
    expect(String(creation?.return_url)).not.toContain(token);
    expect((await balanceOf(orderId)).status).toBe('open');

    const back = new URL(stripe.fake.answerPayPal(intent.id, true) ?? '');
    const first = await finish(orderNumber, back.searchParams.get('payment_intent') ?? '');
    expect(first.status, await first.clone().text()).toBe(201);
    expect(orderBalancePaidSchema.parse(await first.json())).toEqual({ orderNumber, amountPaid: 12.5 });
    const again = await finish(orderNumber, intent.id);
    expect(again.status).toBe(200);
    expect(await balanceOf(orderId)).toEqual({ status: 'paid', providerPaymentId: intent.id });
    const order = await stripe.api.db
      .selectFrom('orders')
      .select('balanceDueCents')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.balanceDueCents).toBe(0);
    expect(stripe.fake.intents.get(intent.id)?.status).toBe('succeeded');
    const audit = await stripe.api.db
      .selectFrom('auditLog')
      .select('action')
      .where('target', '=', orderNumber)
      .where('action', '=', 'order.balance_paid')
      .execute();
    expect(audit).toHaveLength(1);
    // The link is spent: nothing more is due on it.
    expect(
      (await expectError(await browser(stripe.api).get(`/api/orders/${orderNumber}/balance?token=${token}`), 404)).code,
    ).toBe('NOT_FOUND');
  });

  it('when the webhook is first, then the balance is recorded once and the return answers the same', async () => {
    const { orderNumber, orderId, token } = await orderOwing();
    const intent = await startPayPal(orderNumber, token);
    stripe.fake.answerPayPal(intent.id, true);
    expect((await stripe.sendWebhook('payment_intent.amount_capturable_updated', intent.id)).status).toBe(200);
    expect(await balanceOf(orderId)).toEqual({ status: 'paid', providerPaymentId: intent.id });
    const back = await finish(orderNumber, intent.id);
    expect(back.status).toBe(200);
    const edits = await stripe.api.db
      .selectFrom('orderEdits')
      .select('kind')
      .where('orderId', '=', orderId)
      .where('kind', '=', 'balance_paid')
      .execute();
    expect(edits).toHaveLength(1);
  });

  it('when PayPal is cancelled, then nothing is recorded and the link still asks for the balance', async () => {
    const { orderNumber, orderId, token } = await orderOwing();
    const intent = await startPayPal(orderNumber, token);
    stripe.fake.answerPayPal(intent.id, false);
    expect((await expectError(await finish(orderNumber, intent.id), 402)).code).toBe('PAYMENT_FAILED');
    expect(await balanceOf(orderId)).toEqual({ status: 'open', providerPaymentId: null });
    const shown = await browser(stripe.api).get(`/api/orders/${orderNumber}/balance?token=${token}`);
    expect(shown.status).toBe(200);
  });

  it("refuses another order's balance payment, an unknown payment and a checkout's payment (404)", async () => {
    const { orderNumber, token } = await orderOwing();
    const intent = await startPayPal(orderNumber, token);
    stripe.fake.answerPayPal(intent.id, true);
    const other = await orderOwing();
    expect((await expectError(await finish(other.orderNumber, intent.id), 404)).code).toBe('NOT_FOUND');
    expect((await expectError(await finish(orderNumber, 'pi_unknown'), 404)).code).toBe('NOT_FOUND');
    const checkoutIntent = [...stripe.fake.intents.values()].find((each) => each.metadata.checkout_session_id);
    expect((await expectError(await finish(orderNumber, checkoutIntent?.id ?? ''), 404)).code).toBe('NOT_FOUND');
  });
});
