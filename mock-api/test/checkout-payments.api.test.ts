import { expect, it } from 'vitest';
import { createOrderResponseSchema } from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { cards, checkoutClient, guest, readyToPay, shippingAddress } from './support/checkout-client';
import { ordersOfCheckout, unitsLeft } from './support/checkout-state';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('checkout: payments, declines and idempotency', (api) => {
  async function shopperWithStock(stock = 5, quantity = 2) {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: stock }] });
    const variantId = product.variantIds[0] ?? 0;
    const shopper = await readyToPay(api, [{ productId: product.id, variantId, quantity }]);
    const state = async () => ({
      stock: await unitsLeft(api.db, variantId),
      cartItems: (await (await shopper.cart.get()).json()).items.length as number,
      orders: (await ordersOfCheckout(api.db, shopper.checkoutSessionId)).length,
    });
    return { shopper, state };
  }

  it.each([
    ['declined', cards.declined, 'CARD_DECLINED', 'Your card was declined. Try another card.'],
    [
      'insufficient funds',
      cards.insufficientFunds,
      'INSUFFICIENT_FUNDS',
      'Your card has insufficient funds. Try another card.',
    ],
    [
      'a bad number',
      { ...cards.visa, number: '4242 4242 4242 4241' },
      'INCORRECT_NUMBER',
      'Your card number is incorrect.',
    ],
    [
      'an expired card',
      { ...cards.visa, expMonth: 1, expYear: 2020 },
      'EXPIRED_CARD',
      'Your card has expired. Try another card.',
    ],
  ])('answers 402 for %s and leaves stock, cart and orders untouched', async (_case, card, code, message) => {
    const { shopper, state } = await shopperWithStock();
    expect(await expectError(await shopper.createOrder({ card }), 402)).toEqual({ code, message });
    expect(await state()).toEqual({ stock: 5, cartItems: 1, orders: 0 });
  });

  it('lets the shopper try again after a decline and pay with another card', async () => {
    const { shopper, state } = await shopperWithStock();
    expect((await shopper.createOrder({ card: cards.insufficientFunds })).status).toBe(402);
    expect((await shopper.createOrder({ card: cards.insufficientFunds })).status).toBe(402);
    expect((await shopper.createOrder({ card: cards.visa })).status).toBe(201);
    expect(await state()).toEqual({ stock: 3, cartItems: 0, orders: 1 });
  });

  it('needs card details for a card, and says the sandbox takes all four methods', async () => {
    const { shopper, state } = await shopperWithStock();
    expect(await expectError(await shopper.createOrder({}), 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { card: 'Enter your card details' },
    });
    expect(await (await api.fetch('/api/checkout/payment-config')).json()).toEqual({
      provider: 'sandbox',
      testMode: true,
      methods: ['card', 'paypal', 'apple_pay', 'google_pay'],
    });
    expect((await shopper.createOrder({ card: cards.visa })).status).toBe(201);
    expect(await state()).toEqual({ stock: 3, cartItems: 0, orders: 1 });
  });

  it("takes Stripe's test payment method ids from the draft or the request", async () => {
    const { shopper } = await shopperWithStock();
    const draft = await draftOf(shopper);
    await shopper.saveDraft({
      ...draft,
      paymentMethod: { type: 'card', data: { stripePaymentMethodId: 'pm_card_visa' } },
    });
    expect((await shopper.createOrder({})).status).toBe(201);
    const { shopper: other } = await shopperWithStock();
    expect((await expectError(await other.createOrder({ paymentMethodId: 'pm_card_chargeDeclined' }), 402)).code).toBe(
      'CARD_DECLINED',
    );
  });

  it('gives a repeated create-order the same order: same key, same session or no key', async () => {
    const { shopper, state } = await shopperWithStock();
    const key = { 'Idempotency-Key': 'double-click-1' };
    const first = await shopper.createOrder({ card: cards.visa }, key);
    expect(first.status).toBe(201);
    const { orderNumber } = createOrderResponseSchema.parse(await first.json());
    for (const repeat of [
      await shopper.createOrder({ card: cards.visa }, key),
      await shopper.createOrder({ card: cards.visa }, { 'Idempotency-Key': 'another-key' }),
      await shopper.createOrder({ card: cards.declined }),
    ]) {
      expect(repeat.status).toBe(200);
      expect(createOrderResponseSchema.parse(await repeat.json()).orderNumber).toBe(orderNumber);
    }
    expect(await state()).toEqual({ stock: 3, cartItems: 0, orders: 1 });
  });

  it('places one order when the same checkout is submitted many times at once', async () => {
    const { shopper, state } = await shopperWithStock();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        shopper.createOrder({ card: cards.visa }, index % 2 === 0 ? { 'Idempotency-Key': 'race' } : {}),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 201]);
    const numbers = await Promise.all(responses.map(async (response) => (await response.json()).orderNumber));
    expect(new Set(numbers).size).toBe(1);
    expect(await state()).toEqual({ stock: 3, cartItems: 0, orders: 1 });
  });

  it('refuses one Idempotency-Key for two checkouts of the same browser', async () => {
    const { shopper } = await shopperWithStock();
    expect((await shopper.createOrder({ card: cards.visa }, { 'Idempotency-Key': 'reused' })).status).toBe(201);
    const nextCheckout = checkoutClient(api, shopper.browserSessionId);
    const product = await createProduct(api.db);
    await nextCheckout.cart.add({ productId: product.id, variantId: product.variantIds[0], quantity: 1 });
    await nextCheckout.createSession();
    await nextCheckout.updateSession({ customer: guest(), shippingAddress, shippingMethod: 'standard' });
    await nextCheckout.saveDraft();
    const reused = await nextCheckout.createOrder({ card: cards.visa }, { 'Idempotency-Key': 'reused' });
    expect(await expectError(reused, 409)).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for another checkout',
    });
    expect((await nextCheckout.createOrder({ card: cards.visa }, { 'Idempotency-Key': 'fresh' })).status).toBe(201);
  });
});

async function draftOf(shopper: { getSession(): Promise<Response> }) {
  const { session } = await (await shopper.getSession()).json();
  return session.orderDraft;
}
