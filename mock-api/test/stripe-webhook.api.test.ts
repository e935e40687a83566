import { expect, it } from 'vitest';
import { expectError } from './support/cart-client';
import { useStripeServer } from './support/stripe-suite';
import { describeEachDatabase } from './support/suite';

const pay = { paymentMethodId: 'pm_card_visa' };

describeEachDatabase('payments: the Stripe webhook and the confirm call make one order together', (suite) => {
  const stripe = useStripeServer(suite);

  it('checks the webhook signature over the raw body', async () => {
    const { shopper } = await stripe.shopperWithStock();
    await shopper.createOrder(pay);
    const intentId = stripe.intentFor(shopper)?.id ?? '';
    const forged = await stripe.sendWebhook('payment_intent.succeeded', intentId, 'whsec_someone_else');
    expect(await expectError(forged, 400)).toMatchObject({ code: 'INVALID_SIGNATURE' });
    const unsigned = await fetch(stripe.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect((await expectError(unsigned, 400)).code).toBe('INVALID_SIGNATURE');
    const valid = await stripe.sendWebhook('payment_intent.succeeded', intentId);
    expect(valid.status).toBe(200);
    expect(await valid.json()).toEqual({ received: true });
    expect((await stripe.sendWebhook('customer.created', intentId)).status).toBe(200);
  });

  it('places the order from the webhook alone when the browser never confirms: never zero orders after a charge', async () => {
    const { shopper, state } = await stripe.shopperWithStock();
    const held = stripe.fake.createIntent({
      amount: await stripe.totalCents(shopper),
      metadata: { checkout_session_id: shopper.checkoutSessionId, idempotency_key: shopper.checkoutSessionId },
    });
    const intentId = (held.body as { id: string }).id;
    expect((await stripe.sendWebhook('payment_intent.amount_capturable_updated', intentId)).status).toBe(200);
    const { stock, orders } = await state();
    expect({ stock, orders: orders.length, status: stripe.fake.intents.get(intentId)?.status }).toEqual({
      stock: 4,
      orders: 1,
      status: 'succeeded',
    });
    expect((await (await shopper.cart.get()).json()).items).toEqual([]);
    const late = await shopper.createOrder(pay);
    expect(late.status).toBe(200);
    expect((await late.json()).orderNumber).toBe(orders[0]?.orderNumber);
  });

  it('makes exactly one order when the webhook arrives before, during or after the confirm call', async () => {
    for (const timing of ['before the confirm answers', 'racing the confirm', 'after the confirm'] as const) {
      const { shopper, state } = await stripe.shopperWithStock();
      const webhook = (intentId: string) => stripe.sendWebhook('payment_intent.amount_capturable_updated', intentId);
      let raced: Promise<Response> | undefined;
      if (timing === 'before the confirm answers') stripe.fake.hooks.afterHold = (intent) => webhook(intent.id);
      if (timing === 'racing the confirm')
        stripe.fake.hooks.afterHold = async (intent) => void (raced = webhook(intent.id));
      const confirm = await shopper.createOrder(pay);
      stripe.fake.hooks.afterHold = undefined;
      const intentId = stripe.intentFor(shopper)?.id ?? '';
      const late = timing === 'after the confirm' ? await webhook(intentId) : await raced;
      expect(late?.status ?? 200, timing).toBe(200);

      const { stock, orders } = await state();
      expect({ stock, orders: orders.length, intent: stripe.fake.intents.get(intentId)?.status }, timing).toEqual({
        stock: 4,
        orders: 1,
        intent: 'succeeded',
      });
      expect([200, 201], timing).toContain(confirm.status);
      expect((await confirm.json()).orderNumber, timing).toBe(orders[0]?.orderNumber);
    }
  });

  it('releases the hold when the webhook finds the item sold out, and places nothing', async () => {
    const { shopper, state, variantId } = await stripe.shopperWithStock(1);
    const amount = await stripe.totalCents(shopper);
    await stripe.api.db
      .updateTable('productVariants')
      .set({ inventoryAvailable: 0 })
      .where('id', '=', variantId)
      .execute();
    const held = stripe.fake.createIntent({
      amount,
      metadata: { checkout_session_id: shopper.checkoutSessionId, idempotency_key: shopper.checkoutSessionId },
    });
    const intentId = (held.body as { id: string }).id;
    expect((await stripe.sendWebhook('payment_intent.amount_capturable_updated', intentId)).status).toBe(200);
    expect(await state()).toMatchObject({ stock: 0, orders: [] });
    expect(stripe.fake.intents.get(intentId)?.status).toBe('canceled');
  });
});
