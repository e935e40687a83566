import { expect, it } from 'vitest';
import { addCartItemResponseSchema, cartSchema } from '@ps/shared/schemas';
import { cartClient, expectError } from './support/cart-client';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('the cart: stock and quantity limits', (api) => {
  /** A cart and one product whose only variant has `stock` units. */
  async function cartWithVariant(stock: number) {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: stock }] });
    const cart = cartClient(api);
    const line = { productId: product.id, variantId: product.variantIds[0] };
    const quantities = async () => cartSchema.parse(await (await cart.get()).json()).items.map((item) => item.quantity);
    return { product, cart, line, quantities };
  }

  it('refuses more than the stock, on add, on merge and on update, and leaves the line as it was', async () => {
    const { cart, line, quantities } = await cartWithVariant(3);
    expect(await expectError(await cart.add({ ...line, quantity: 4 }), 409)).toEqual({
      code: 'INSUFFICIENT_STOCK',
      message: 'Only 3 left in stock',
    });

    const added = await cart.add({ ...line, quantity: 2 });
    const { item } = addCartItemResponseSchema.parse(await added.json());
    expect(item).toMatchObject({ maxQuantity: 3, availableStock: 3 });
    expect(await expectError(await cart.add({ ...line, quantity: 2 }), 409)).toEqual({
      code: 'INSUFFICIENT_STOCK',
      message: 'Only 3 left in stock (you already have 2 in your cart)',
    });
    expect((await expectError(await cart.update(item.id, { quantity: 4 }), 409)).message).toBe('Only 3 left in stock');
    expect(await quantities()).toEqual([2]);

    expect((await cart.add({ ...line, quantity: 1 })).status).toBe(201);
    expect(await quantities()).toEqual([3]);
  });

  it('holds a line to 10 even with plenty of stock, on add, on merge and on update', async () => {
    const { cart, line, quantities } = await cartWithVariant(50);
    expect((await expectError(await cart.add({ ...line, quantity: 11 }), 400)).fields).toEqual({
      quantity: 'must be between 1 and 10',
    });
    const { item } = addCartItemResponseSchema.parse(await (await cart.add({ ...line, quantity: 6 })).json());
    expect(item.maxQuantity).toBe(10);
    expect(await expectError(await cart.add({ ...line, quantity: 5 }), 409)).toEqual({
      code: 'QUANTITY_LIMIT',
      message: 'You can buy at most 10 of this item (you already have 6 in your cart)',
    });
    expect((await cart.add({ ...line, quantity: 4 })).status).toBe(201);
    expect(await quantities()).toEqual([10]);
    expect((await expectError(await cart.update(item.id, { quantity: 11 }), 400)).code).toBe('VALIDATION_ERROR');
    expect((await cart.update(item.id, { quantity: 9 })).status).toBe(200);
    expect(await quantities()).toEqual([9]);
  });

  it('refuses a sold-out variant', async () => {
    const { cart, line } = await cartWithVariant(0);
    expect(await expectError(await cart.add({ ...line, quantity: 1 }), 409)).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'This item is out of stock',
    });
  });

  it('lets a sold-out line go down to 0 only', async () => {
    const { product, cart, line } = await cartWithVariant(5);
    const { item } = addCartItemResponseSchema.parse(await (await cart.add({ ...line, quantity: 2 })).json());
    await api.db
      .updateTable('productVariants')
      .set({ inventoryAvailable: 0 })
      .where('productId', '=', product.id)
      .execute();
    expect((await expectError(await cart.update(item.id, { quantity: 1 }), 409)).code).toBe('OUT_OF_STOCK');
    expect((await cart.update(item.id, { quantity: 0 })).status).toBe(200);
  });

  it('names a variant of another product, an unknown product and a hidden product as not found', async () => {
    const { cart, line } = await cartWithVariant(5);
    const other = await createProduct(api.db);
    const hidden = await createProduct(api.db, { active: false });
    const cases = [
      [{ productId: other.id, variantId: line.variantId }, 'Variant not found'],
      [{ productId: line.productId, variantId: 2_000_000_000 }, 'Variant not found'],
      [{ productId: 2_000_000_000, variantId: line.variantId }, 'Product not found'],
      [{ productId: hidden.id, variantId: hidden.variantIds[0] }, 'Product not found'],
    ] as const;
    for (const [ids, message] of cases) {
      expect(await expectError(await cart.add({ ...ids, quantity: 1 }), 404)).toEqual({ code: 'NOT_FOUND', message });
    }
  });

  it('checks concurrent adds of the same variant one after the other', async () => {
    const { cart, line, quantities } = await cartWithVariant(3);
    const responses = await Promise.all(Array.from({ length: 6 }, () => cart.add({ ...line, quantity: 1 })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    expect(await quantities()).toEqual([3]);
  });
});
