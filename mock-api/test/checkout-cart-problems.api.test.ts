import { expect, it } from 'vitest';
import { checkoutSessionResponseSchema } from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { cards, checkoutClient, guest, orderDraft, shippingAddress } from './support/checkout-client';
import { ordersOfCheckout, unitsLeft } from './support/checkout-state';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('checkout: a cart with a sold-out or short line cannot start or continue', (api) => {
  /** A shopper whose checkout is saved up to payment, with a line of each product. */
  async function shopperWith(lines: { stock: number; quantity: number; name: string }[]) {
    const shopper = checkoutClient(api);
    const variants: number[] = [];
    for (const { stock, quantity, name } of lines) {
      const product = await createProduct(api.db, { name, variants: [{ name: 'M', inventoryAvailable: stock }] });
      const variantId = product.variantIds[0] ?? 0;
      variants.push(variantId);
      expect((await shopper.cart.add({ productId: product.id, variantId, quantity })).status).toBe(201);
    }
    return { shopper, variants };
  }

  const setStock = (variantId: number, units: number) =>
    api.db.updateTable('productVariants').set({ inventoryAvailable: units }).where('id', '=', variantId).execute();

  it('refuses to create a session, naming every line that is sold out or short', async () => {
    const { shopper, variants } = await shopperWith([
      { name: 'Panic Tee', stock: 5, quantity: 1 },
      { name: 'Cape Hoodie', stock: 5, quantity: 3 },
      { name: 'Fine Mug', stock: 5, quantity: 1 },
    ]);
    await setStock(variants[0]!, 0);
    await setStock(variants[1]!, 2);
    const items = (await (await shopper.cart.get()).json()).items as { id: number }[];

    const refused = await expectError(await shopper.createSession(), 409);
    expect(refused).toEqual({
      code: 'CART_UNAVAILABLE',
      message:
        "Your cart can't be ordered as it is: Panic Tee (M) is sold out; only 2 of Cape Hoodie (M) left. " +
        'Remove them or lower the quantities.',
      fields: { [`items.${items[0]!.id}`]: 'Out of stock', [`items.${items[1]!.id}`]: 'Only 2 left in stock' },
    });
    expect((await shopper.getSession()).status).toBe(404);
  });

  it('refuses every step and create-order once a line sells out mid-checkout, and takes no money or stock', async () => {
    const { shopper, variants } = await shopperWith([
      { name: 'Panic Tee', stock: 5, quantity: 2 },
      { name: 'Fine Mug', stock: 5, quantity: 1 },
    ]);
    expect((await shopper.createSession()).status).toBe(201);
    await shopper.updateSession({ customer: guest(), shippingAddress, shippingMethod: 'standard' });
    await shopper.saveDraft(orderDraft);
    await setStock(variants[0]!, 1);

    for (const response of [
      await shopper.updateSession({ shippingMethod: 'express' }),
      await shopper.saveDraft(orderDraft),
      await shopper.createOrder({ card: cards.visa }),
    ]) {
      const body = await expectError(response, 409);
      expect(body.code).toBe('CART_UNAVAILABLE');
      expect(body.message).toContain('only 1 of Panic Tee (M) left');
    }
    expect(await ordersOfCheckout(api.db, shopper.checkoutSessionId)).toHaveLength(0);
    expect([await unitsLeft(api.db, variants[0]!), await unitsLeft(api.db, variants[1]!)]).toEqual([1, 5]);

    // Reading the session still works, so the page can show which line to fix.
    const { session } = checkoutSessionResponseSchema.parse(await (await shopper.getSession()).json());
    expect(session.items.map((item) => [item.quantity, item.availableStock])).toEqual([
      [2, 1],
      [1, 5],
    ]);

    const short = session.items[0]!;
    expect((await shopper.cart.update(short.id, { quantity: 1 })).status).toBe(200);
    expect((await shopper.saveDraft(orderDraft)).status).toBe(200);
    expect((await shopper.createOrder({ card: cards.visa })).status).toBe(201);
  });

  it('names the order when a finished checkout is changed again, as a second tab would', async () => {
    const { shopper } = await shopperWith([{ name: 'Panic Tee', stock: 5, quantity: 1 }]);
    await shopper.createSession();
    await shopper.updateSession({ customer: guest(), shippingAddress, shippingMethod: 'standard' });
    await shopper.saveDraft(orderDraft);
    const { orderNumber } = await (await shopper.createOrder({ card: cards.visa })).json();

    const again = await expectError(await shopper.saveDraft(orderDraft), 409);
    expect(again.code).toBe('CHECKOUT_COMPLETED');
    expect(again.message).toContain(`Order ${orderNumber} was already placed`);
    const { session } = checkoutSessionResponseSchema.parse(await (await shopper.getSession()).json());
    expect(session).toMatchObject({ status: 'completed', orderNumber });
  });
});
