import { beforeAll, expect, it } from 'vitest';
import {
  createOrderResponseSchema,
  totalChangedBodySchema,
  type CheckoutSession,
  type TotalChangedBody,
} from '@ps/shared/schemas';
import { cartClient } from './support/cart-client';
import { readyToPay, viaServer, type CheckoutClient } from './support/checkout-client';
import { ordersOfCheckout, unitsLeft } from './support/checkout-state';
import { createProduct } from './support/factories';
import { hookedSandbox } from './support/hooked-sandbox';
import { useStripeServer } from './support/stripe-suite';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

const visa = {
  card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
};
const cents = (dollars: number) => Math.round(dollars * 100);

async function totalChanged(response: Response): Promise<TotalChangedBody> {
  expect(response.status).toBe(409);
  return totalChangedBodySchema.parse(await response.json());
}

async function sessionNow(shopper: CheckoutClient): Promise<CheckoutSession> {
  return ((await (await shopper.getSession()).json()) as { session: CheckoutSession }).session;
}

/** A shopper at the payment page with one `name` in the cart, and what they can see and what was stored. */
async function atPayment(
  api: ApiTestContext,
  name: string,
  prices: { basePriceCents: number; salePriceCents?: number },
) {
  const product = await createProduct(api.db, { name, ...prices, variants: [{ inventoryAvailable: 5 }] });
  const variantId = product.variantIds[0] ?? 0;
  const shopper = await readyToPay(api, [{ productId: product.id, variantId, quantity: 1 }]);
  const shown = await shopper.shownPrice();
  const stored = async () => ({
    orders: (await ordersOfCheckout(api.db, shopper.checkoutSessionId)).length,
    stock: await unitsLeft(api.db, variantId),
    cartLines: ((await (await cartClient(api, shopper.browserSessionId).get()).json()) as { items: unknown[] }).items
      .length,
  });
  return { product, shopper, shown, stored };
}

describeEachDatabase('checkout: the amount charged is the total the shopper confirmed', (suite) => {
  const sandbox = hookedSandbox();
  let api = suite;
  beforeAll(async () => {
    api = viaServer(suite, await suite.startServer({}, { payments: sandbox.provider }));
  });

  it('when another tab added a line after the payment page priced the cart, then create-order charges nothing and answers 409 TOTAL_CHANGED with the new total and lines', async () => {
    const { shopper, shown, stored } = await atPayment(api, 'Panic Beanie', { basePriceCents: 2500 });
    const poster = await createProduct(api.db, { name: 'Tour Poster', basePriceCents: 1800 });
    expect(
      (await shopper.cart.add({ productId: poster.id, variantId: poster.variantIds[0] ?? 0, quantity: 1 })).status,
    ).toBe(201);
    const asked = sandbox.state.authorized.length;

    const refused = await totalChanged(await shopper.createOrder({ ...visa, ...shown }));

    const now = await sessionNow(shopper);
    expect(refused.message).toMatch(/nothing was charged/);
    expect(refused.session.totals).toEqual(now.totals);
    expect(refused.session.priceVersion).toBe(now.priceVersion);
    expect(refused.session.totals.total).toBeGreaterThan(shown.expectedTotal);
    expect(refused.session.items.map((item) => [item.product.name, item.quantity])).toEqual([
      ['Panic Beanie', 1],
      ['Tour Poster', 1],
    ]);
    expect(sandbox.state.authorized).toHaveLength(asked);
    expect(await stored()).toEqual({ orders: 0, stock: 5, cartLines: 2 });

    const confirmed = { expectedTotal: now.totals.total, priceVersion: now.priceVersion };
    expect((await shopper.createOrder({ ...visa, ...confirmed })).status).toBe(201);
    expect(sandbox.state.authorized.at(-1)).toBe(cents(now.totals.total));
  });

  it('when staff raised the price after the payment page priced the cart, then create-order charges nothing and shows the new price', async () => {
    const { product, shopper, shown, stored } = await atPayment(api, 'Panic Sweater', {
      basePriceCents: 6000,
      salePriceCents: 4499,
    });
    await api.db.updateTable('products').set({ salePriceCents: 5499 }).where('id', '=', product.id).execute();
    const asked = sandbox.state.authorized.length;

    const refused = await totalChanged(await shopper.createOrder({ ...visa, ...shown }));

    expect(refused.session.items.map((item) => item.price)).toEqual([54.99]);
    expect(refused.session.totals.subtotal).toBe(54.99);
    expect(refused.session.totals.total).toBe((await sessionNow(shopper)).totals.total);
    expect(sandbox.state.authorized).toHaveLength(asked);
    expect(await stored()).toEqual({ orders: 0, stock: 5, cartLines: 1 });

    const response = await shopper.createOrder(visa);
    expect(response.status).toBe(201);
    const { orderNumber } = createOrderResponseSchema.parse(await response.json());
    const [order] = await ordersOfCheckout(api.db, shopper.checkoutSessionId);
    expect(order).toMatchObject({ orderNumber, subtotalCents: 5499, totalCents: cents(refused.session.totals.total) });
  });

  it('when the same total comes with an older price version, then it is refused too', async () => {
    const { shopper, shown, stored } = await atPayment(api, 'Panic Patch', { basePriceCents: 1000 });
    const refused = await totalChanged(await shopper.createOrder({ ...visa, ...shown, priceVersion: 'seen-before' }));
    expect(refused.session.priceVersion).toBe(shown.priceVersion);
    expect(await stored()).toEqual({ orders: 0, stock: 5, cartLines: 1 });
  });

  it('when the price changes while the payment is being authorised, then the hold is released and no order is stored', async () => {
    const { product, shopper, shown, stored } = await atPayment(api, 'Panic Hoodie', { basePriceCents: 3000 });
    const before = { captured: sandbox.state.captured, released: sandbox.state.released };
    sandbox.state.duringAuthorize = async () => {
      await api.db.updateTable('products').set({ basePriceCents: 3500 }).where('id', '=', product.id).execute();
    };
    try {
      const refused = await totalChanged(await shopper.createOrder({ ...visa, ...shown }));
      expect(refused.session.items.map((item) => item.price)).toEqual([35]);
    } finally {
      sandbox.state.duringAuthorize = async () => {};
    }
    expect(sandbox.state).toMatchObject({ captured: before.captured, released: before.released + 1 });
    expect(await stored()).toEqual({ orders: 0, stock: 5, cartLines: 1 });
  });
});

describeEachDatabase('checkout with Stripe: no PaymentIntent for a total the shopper did not confirm', (suite) => {
  const stripe = useStripeServer(suite);

  it('when staff changed the price after the payment page priced the cart, then no PaymentIntent is created', async () => {
    const { shopper, state, variantId } = await stripe.shopperWithStock();
    const shown = await shopper.shownPrice();
    await stripe.api.db
      .updateTable('products')
      .set({ basePriceCents: 9999 })
      .where('id', 'in', (query) => query.selectFrom('productVariants').select('productId').where('id', '=', variantId))
      .execute();
    const intentsBefore = stripe.fake.requests.filter((request) => request.path === '/v1/payment_intents').length;

    const refused = await totalChanged(await shopper.createOrder({ paymentMethodId: 'pm_card_visa', ...shown }));

    expect(refused.session.items.map((item) => item.price)).toEqual([99.99]);
    expect(stripe.fake.requests.filter((request) => request.path === '/v1/payment_intents')).toHaveLength(
      intentsBefore,
    );
    expect(await state()).toMatchObject({ stock: 5, orders: [] });
    expect((await shopper.createOrder({ paymentMethodId: 'pm_card_visa' })).status).toBe(201);
    expect(stripe.intentFor(shopper)?.amount).toBe(cents(refused.session.totals.total));
  });
});
