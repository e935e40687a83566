import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { addCartItemResponseSchema, cartSchema } from '@ps/shared/schemas';
import { cartClient, expectError } from './support/cart-client';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

const endpoints = [
  ['GET', '/api/cart'],
  ['DELETE', '/api/cart'],
  ['POST', '/api/cart/items'],
  ['PUT', '/api/cart/items/1'],
  ['DELETE', '/api/cart/items/1'],
] as const;

describeEachDatabase('the cart: sessions', (api) => {
  it.each(endpoints)('%s %s needs the x-session-id header', async (method, path) => {
    const withBody = method === 'POST' || method === 'PUT';
    const response = await api.fetch(path, {
      method,
      headers: withBody ? { 'Content-Type': 'application/json' } : {},
      body: withBody ? '{"quantity":1}' : undefined,
    });
    expect(await expectError(response, 400)).toEqual({
      code: 'INVALID_SESSION',
      message: "The x-session-id header is required: send the browser's session id",
    });
  });

  it.each([
    ['not a uuid', 'abc'],
    ['a v1 uuid', '6fa459ea-ee8a-11ca-8b0d-0800200c9a66'],
    ['no dashes', randomUUID().replaceAll('-', '')],
    ['trailing text', `${randomUUID()}x`],
    ['two ids', `${randomUUID()}, ${randomUUID()}`],
  ])('refuses %s as a session id', async (_label, sessionId) => {
    const response = await api.fetch('/api/cart', { headers: { 'x-session-id': sessionId } });
    expect(await expectError(response, 400)).toEqual({
      code: 'INVALID_SESSION',
      message: 'The x-session-id header must be a UUID v4 such as crypto.randomUUID() makes',
    });
  });

  it('reads an upper-case session id as the same session', async () => {
    const product = await createProduct(api.db);
    const shopper = cartClient(api);
    await shopper.add({ productId: product.id, variantId: product.variantIds[0], quantity: 2 });
    const shouting = cartClient(api, shopper.sessionId.toUpperCase());
    expect(cartSchema.parse(await (await shouting.get()).json()).summary.itemCount).toBe(2);
  });

  it("never shows, changes or removes another session's items", async () => {
    const product = await createProduct(api.db);
    const alice = cartClient(api);
    const bob = cartClient(api);
    const added = await alice.add({ productId: product.id, variantId: product.variantIds[0], quantity: 2 });
    const { item, cart: aliceCart } = addCartItemResponseSchema.parse(await added.json());

    expect(cartSchema.parse(await (await bob.get()).json()).items).toEqual([]);
    for (const response of [
      await bob.update(item.id, { quantity: 5 }),
      await bob.update(item.id, { quantity: 0 }),
      await bob.remove(item.id),
    ]) {
      expect(await expectError(response, 404)).toEqual({ code: 'NOT_FOUND', message: 'Cart item not found' });
    }
    expect((await bob.clear()).status).toBe(200);

    expect(cartSchema.parse(await (await alice.get()).json())).toEqual(aliceCart);
  });

  it('answers 404 for an item id that does not exist', async () => {
    const cart = cartClient(api);
    expect((await expectError(await cart.update(2_000_000_000, { quantity: 1 }), 404)).message).toBe(
      'Cart item not found',
    );
    expect((await expectError(await cart.remove(2_000_000_000), 404)).message).toBe('Cart item not found');
  });
});
