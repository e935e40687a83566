import { beforeAll, expect, it } from 'vitest';
import { cards, readyToPay, viaServer } from './support/checkout-client';
import { createProduct } from './support/factories';
import { createPromotion } from './support/promotions';
import { racingSandbox } from './support/racing-sandbox';
import { describeEachDatabase } from './support/suite';

const BROWSERS = 10;

describeEachDatabase('promo codes: the last use goes to one order under concurrency', (suite) => {
  const sandbox = racingSandbox();
  let api = suite;
  beforeAll(async () => {
    api = viaServer(suite, await suite.startServer({}, { payments: sandbox.provider }));
  });

  it(`${BROWSERS} checkouts with a code that has 1 use left: exactly 1 discounted order, the rest refused and released`, async () => {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: 100 }] });
    const promotion = await createPromotion(api.db, { usageLimit: 5, value: 20 });
    await api.db.updateTable('promotions').set({ usedCount: 4 }).where('id', '=', promotion.id).execute();
    const line = { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 };
    const shoppers = [];
    for (let index = 0; index < BROWSERS; index += 1) {
      const shopper = await readyToPay(api, [line]);
      expect((await shopper.cart.call('POST', '/promo', { code: promotion.code })).status).toBe(200);
      shoppers.push(shopper);
    }

    sandbox.startRace(BROWSERS);
    const responses = await Promise.all(shoppers.map((shopper) => shopper.createOrder({ card: cards.visa })));
    const statuses = responses.map((response) => response.status).sort();

    expect(statuses).toEqual([201, ...Array<number>(BROWSERS - 1).fill(409)]);
    const refusals = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
    expect(refusals.every((body) => (body as { code: string }).code === 'PROMO_INVALID')).toBe(true);
    const discounted = await api.db
      .selectFrom('orders')
      .select('id')
      .where('promoCode', '=', promotion.code)
      .where('discountCents', '>', 0)
      .execute();
    expect(discounted).toHaveLength(1);
    const after = await api.db
      .selectFrom('promotions')
      .select('usedCount')
      .where('id', '=', promotion.id)
      .executeTakeFirstOrThrow();
    expect(after.usedCount).toBe(5);
    expect(sandbox.counts).toEqual({ captured: 1, released: BROWSERS - 1 });
    // The refused checkouts took no stock: only the one order's unit is gone.
    const variant = await api.db
      .selectFrom('productVariants')
      .select('inventoryAvailable')
      .where('id', '=', line.variantId)
      .executeTakeFirstOrThrow();
    expect(variant.inventoryAvailable).toBe(99);
  });
});
