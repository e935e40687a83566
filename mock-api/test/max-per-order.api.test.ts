import { beforeAll, expect, it } from 'vitest';
import { addCartItemResponseSchema, cartSchema, productResponseSchema } from '@ps/shared/schemas';
import { cartClient, expectError } from './support/cart-client';
import { cards, readyToPay, viaServer } from './support/checkout-client';
import { ordersOfCheckout, unitsLeft } from './support/checkout-state';
import { createProduct } from './support/factories';
import { hookedSandbox } from './support/hooked-sandbox';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('purchase limits: maxPerOrder', (suite) => {
  const sandbox = hookedSandbox();
  let api = suite;
  beforeAll(async () => {
    api = viaServer(suite, await suite.startServer({}, { payments: sandbox.provider }));
  });

  /** A product with `variantCount` variants of 20 units each, limited to `maxPerOrder` per order. */
  async function limitedProduct(maxPerOrder: number | null, variantCount = 1) {
    const variants = Array.from({ length: variantCount }, () => ({ inventoryAvailable: 20 }));
    const product = await createProduct(api.db, { maxPerOrder, variants });
    const line = (index: number, quantity = 1) => ({
      productId: product.id,
      variantId: product.variantIds[index] ?? 0,
      quantity,
    });
    return { product, line };
  }

  const quantitiesOf = async (cart: ReturnType<typeof cartClient>) =>
    cartSchema.parse(await (await cart.get()).json()).items.map((item) => item.quantity);

  it('is part of the product the store reads: the limit, or null for none', async () => {
    const { product: limited } = await limitedProduct(1);
    const { product: open } = await limitedProduct(null);
    for (const [product, expected] of [
      [limited, 1],
      [open, null],
    ] as const) {
      const response = await api.fetch(`/api/products/${product.slug}`);
      expect(productResponseSchema.parse(await response.json()).product.maxPerOrder).toBe(expected);
    }
  });

  it('refuses an add past the limit, at once, on merge or through another variant, and keeps the cart', async () => {
    const { line } = await limitedProduct(1, 2);
    const cart = cartClient(api);
    expect(await expectError(await cart.add(line(0, 2)), 409)).toEqual({
      code: 'PURCHASE_LIMIT',
      message: 'Limit 1 per order for this item',
      fields: { quantity: 'Limit 1 per order' },
    });

    const { item } = addCartItemResponseSchema.parse(await (await cart.add(line(0))).json());
    expect(item.maxQuantity).toBe(1);
    for (const again of [line(0), line(1)]) {
      expect((await expectError(await cart.add(again), 409)).message).toBe(
        'Limit 1 per order for this item (you already have 1 in your cart)',
      );
    }
    expect(await quantitiesOf(cart)).toEqual([1]);
  });

  it('refuses an update past the limit across variants, and always lets a line go down', async () => {
    const { product, line } = await limitedProduct(3, 2);
    const cart = cartClient(api);
    const first = addCartItemResponseSchema.parse(await (await cart.add(line(0, 2))).json()).item;
    const second = addCartItemResponseSchema.parse(await (await cart.add(line(1, 1))).json());
    expect(second.cart.items.map((item) => item.maxQuantity)).toEqual([2, 1]);

    expect(await expectError(await cart.update(first.id, { quantity: 3 }), 409)).toMatchObject({
      code: 'PURCHASE_LIMIT',
      message: 'Limit 3 per order for this item (you already have 1 in your cart)',
    });
    expect(await quantitiesOf(cart)).toEqual([2, 1]);

    // Staff lower the limit below what the cart holds: the shopper may still reduce, not grow.
    await api.db.updateTable('products').set({ maxPerOrder: 1 }).where('id', '=', product.id).execute();
    expect((await cart.update(first.id, { quantity: 1 })).status).toBe(200);
    expect((await expectError(await cart.update(second.item.id, { quantity: 2 }), 409)).code).toBe('PURCHASE_LIMIT');
    expect(await quantitiesOf(cart)).toEqual([1, 1]);
  });

  it('lets only one of six racing adds of different variants into one cart under a limit of 1', async () => {
    const { line } = await limitedProduct(1, 6);
    const cart = cartClient(api);
    const responses = await Promise.all(Array.from({ length: 6 }, (_, index) => cart.add(line(index))));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect((await expectError(refused, 409)).code).toBe('PURCHASE_LIMIT');
    }
    expect(await quantitiesOf(cart)).toEqual([1]);
  });

  it('holds racing adds and updates on one cart to a limit of 2 in total', async () => {
    const { line } = await limitedProduct(2, 3);
    const cart = cartClient(api);
    const { item } = addCartItemResponseSchema.parse(await (await cart.add(line(0))).json());
    const responses = await Promise.all([
      cart.add(line(1)),
      cart.add(line(2)),
      cart.update(item.id, { quantity: 2 }),
      cart.add(line(0)),
    ]);
    expect(responses.filter((response) => response.ok)).toHaveLength(1);
    const quantities = await quantitiesOf(cart);
    expect(quantities.reduce((sum, quantity) => sum + quantity, 0)).toBe(2);
  });

  it('limits each order, not each shopper: two carts racing for a limit-1 product both get one', async () => {
    const { line } = await limitedProduct(1);
    const carts = [cartClient(api), cartClient(api)];
    const responses = await Promise.all(carts.flatMap((cart) => [cart.add(line(0)), cart.add(line(0))]));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 409, 409]);
    for (const cart of carts) expect(await quantitiesOf(cart)).toEqual([1]);
  });

  it('refuses an order past the limit before any payment, writing nothing', async () => {
    const { product, line } = await limitedProduct(null, 2);
    const shopper = await readyToPay(api, [line(0, 1), line(1, 1)]);
    await api.db.updateTable('products').set({ maxPerOrder: 1 }).where('id', '=', product.id).execute();
    const before = { ...sandbox.state };

    const refused = await expectError(await shopper.createOrder({ card: cards.visa }), 409);
    expect(refused).toMatchObject({
      code: 'PURCHASE_LIMIT',
      message: `Sorry, ${product.name} is limited to 1 per order. Lower the quantity to place your order.`,
    });
    expect(Object.values(refused.fields ?? {})).toEqual(['Limit 1 per order', 'Limit 1 per order']);
    expect(await ordersOfCheckout(api.db, shopper.checkoutSessionId)).toHaveLength(0);
    expect(await unitsLeft(api.db, line(0).variantId)).toBe(20);
    expect(await quantitiesOf(shopper.cart)).toEqual([1, 1]);
    expect(sandbox.state.captured).toBe(before.captured);

    const [, second] = cartSchema.parse(await (await shopper.cart.get()).json()).items;
    expect((await shopper.cart.update(second?.id ?? 0, { quantity: 0 })).status).toBe(200);
    expect((await shopper.createOrder({ card: cards.visa })).status).toBe(201);
  });

  it('checks again inside the order transaction: a limit lowered while paying refuses and releases the hold', async () => {
    const { product, line } = await limitedProduct(null);
    const shopper = await readyToPay(api, [line(0, 2)]);
    const before = { ...sandbox.state };
    sandbox.state.duringAuthorize = async () => {
      await api.db.updateTable('products').set({ maxPerOrder: 1 }).where('id', '=', product.id).execute();
    };
    try {
      const refused = await expectError(await shopper.createOrder({ card: cards.visa }), 409);
      expect(refused.code).toBe('PURCHASE_LIMIT');
    } finally {
      sandbox.state.duringAuthorize = async () => {};
    }
    expect(sandbox.state.released).toBe(before.released + 1);
    expect(sandbox.state.captured).toBe(before.captured);
    expect(await ordersOfCheckout(api.db, shopper.checkoutSessionId)).toHaveLength(0);
    expect(await unitsLeft(api.db, line(0).variantId)).toBe(20);
    expect(await quantitiesOf(shopper.cart)).toEqual([2]);
  });
});
