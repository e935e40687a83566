import { beforeAll, expect, it } from 'vitest';
import { expectError } from './support/cart-client';
import { cards, readyToPay, viaServer, type CheckoutClient } from './support/checkout-client';
import { unitsLeft } from './support/checkout-state';
import { racingSandbox } from './support/racing-sandbox';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

const BROWSERS = 12;
const UNITS = 3;

describeEachDatabase('checkout: no overselling under concurrency', (suite) => {
  const sandbox = racingSandbox();
  let api = suite;
  beforeAll(async () => {
    api = viaServer(suite, await suite.startServer({}, { payments: sandbox.provider }));
  });

  /** Browsers that each got `quantity` into their cart while stock lasted, all ready to pay. */
  async function racers(stock: number, quantity: number, count: number) {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: stock }] });
    const variantId = product.variantIds[0] ?? 0;
    const shoppers: CheckoutClient[] = [];
    for (let index = 0; index < count; index += 1) {
      shoppers.push(await readyToPay(api, [{ productId: product.id, variantId, quantity }]));
    }
    const stockLeft = () => unitsLeft(api.db, variantId);
    const ordersPlaced = async () =>
      (await api.db.selectFrom('orderItems').select('orderId').where('variantId', '=', variantId).execute()).length;
    return { shoppers, stockLeft, ordersPlaced };
  }

  async function race(shoppers: CheckoutClient[]) {
    const startedAt = performance.now();
    const responses = await Promise.all(shoppers.map((shopper) => shopper.createOrder({ card: cards.visa })));
    return { responses, ms: Math.round(performance.now() - startedAt) };
  }

  it(`${BROWSERS} browsers racing for the last ${UNITS} units: ${UNITS} orders, ${BROWSERS - UNITS} × 409, stock 0`, async () => {
    const { shoppers, stockLeft, ordersPlaced } = await racers(UNITS, 1, BROWSERS);
    sandbox.startRace(BROWSERS);
    const { responses, ms } = await race(shoppers);
    const won = responses.filter((response) => response.status === 201);
    const lost = responses.filter((response) => response.status === 409);
    console.log(
      `[oversell ${api.driver}] ${BROWSERS} concurrent checkouts for ${UNITS} units: ${won.length} orders, ` +
        `${lost.length} × 409, stock left ${await stockLeft()}, payments captured ${sandbox.counts.captured}, ` +
        `released ${sandbox.counts.released}, ${ms} ms`,
    );
    // Every loser was refused by the order transaction itself, after its payment was held, and released.
    expect(sandbox.counts).toEqual({ captured: UNITS, released: BROWSERS - UNITS });
    expect(won).toHaveLength(UNITS);
    expect(lost).toHaveLength(BROWSERS - UNITS);
    expect(await stockLeft()).toBe(0);
    expect(await ordersPlaced()).toBe(UNITS);
    for (const response of lost) {
      const body = await expectError(response, 409);
      expect(body.code).toBe('OUT_OF_STOCK');
      expect(body.message).toMatch(/just sold out/);
    }
    const losers = shoppers.filter((_, index) => responses[index]?.status === 409);
    for (const shopper of losers) expect((await (await shopper.cart.get()).json()).items).toHaveLength(1);
  });

  it('fills whole lines only: 8 browsers wanting 2 each of 5 units get 2 orders and leave 1 unit', async () => {
    const { shoppers, stockLeft, ordersPlaced } = await racers(5, 2, 8);
    sandbox.startRace(8);
    const { responses, ms } = await race(shoppers);
    const statuses = responses.map((response) => response.status).sort();
    console.log(`[oversell ${api.driver}] 8 × 2 units against 5: ${statuses.join(' ')}, ${ms} ms`);
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    expect(await stockLeft()).toBe(1);
    expect(await ordersPlaced()).toBe(2);
    const refused = await expectError(responses.find((response) => response.status === 409) ?? responses[0]!, 409);
    expect(refused.code).toBe('INSUFFICIENT_STOCK');
  });
});
