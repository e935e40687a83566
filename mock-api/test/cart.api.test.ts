import { expect, it } from 'vitest';
import {
  addCartItemResponseSchema,
  cartSchema,
  clearCartResponseSchema,
  removeCartItemResponseSchema,
  updateCartItemResponseSchema,
} from '@ps/shared/schemas';
import { cartClient } from './support/cart-client';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('the cart', (api) => {
  const addItem = async (cart: ReturnType<typeof cartClient>, body: Record<string, unknown>) => {
    const response = await cart.add(body);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return addCartItemResponseSchema.parse(await response.json());
  };

  it('is empty for a new session, without creating anything', async () => {
    const cart = cartClient(api);
    const response = await cart.get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(cartSchema.parse(await response.json())).toEqual({
      items: [],
      summary: { itemCount: 0, subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0 },
      promo: null,
    });
    const rows = await api.db.selectFrom('carts').select('sessionId').where('sessionId', '=', cart.sessionId).execute();
    expect(rows).toEqual([]);
  });

  it('adds a line priced by the server, whatever prices the client sends', async () => {
    const product = await createProduct(api.db, {
      name: 'Cape Tee',
      basePriceCents: 2499,
      salePriceCents: 1999,
      variants: [{ sku: 'PS-TST-CAPE-TEE-M', name: 'M', attributes: { size: 'M' }, inventoryAvailable: 7 }],
    });
    const cart = cartClient(api);
    const { item, cart: after } = await addItem(cart, {
      productId: product.id,
      variantId: product.variantIds[0],
      quantity: 3,
      price: 0.01,
      total: 0.03,
      subtotal: 0,
    });
    expect(item).toEqual({
      id: expect.any(Number),
      product: { id: product.id, slug: product.slug, name: 'Cape Tee' },
      variant: { id: product.variantIds[0], sku: 'PS-TST-CAPE-TEE-M', name: 'M', attributes: { size: 'M' } },
      primaryImage: { imageUrl: `/api/art/products/${product.slug}-1.svg`, altText: 'Cape Tee image 1' },
      quantity: 3,
      price: 19.99,
      total: 59.97,
      inStock: true,
      maxQuantity: 7,
      availableStock: 7,
    });
    expect(after.summary).toEqual({ itemCount: 3, subtotal: 59.97, shipping: 0, tax: 0, discount: 0, total: 59.97 });
    expect(cartSchema.parse(await (await cart.get()).json())).toEqual(after);
  });

  it('charges $5.99 shipping under $50 and ships free at exactly $50', async () => {
    const product = await createProduct(api.db, { basePriceCents: 2500, variants: [{ priceAdjustmentCents: 0 }] });
    const cart = cartClient(api);
    const once = await addItem(cart, { productId: product.id, variantId: product.variantIds[0], quantity: 1 });
    expect(once.cart.summary).toEqual({
      itemCount: 1,
      subtotal: 25,
      shipping: 5.99,
      tax: 0,
      discount: 0,
      total: 30.99,
    });
    const twice = await addItem(cart, { productId: product.id, variantId: product.variantIds[0], quantity: 1 });
    expect(twice.cart.summary).toEqual({ itemCount: 2, subtotal: 50, shipping: 0, tax: 0, discount: 0, total: 50 });
  });

  it('merges a variant added again into its line and keeps lines of other variants apart', async () => {
    const product = await createProduct(api.db, {
      basePriceCents: 1000,
      variants: [{ attributes: { size: 'S' } }, { attributes: { size: 'XXL' }, priceAdjustmentCents: 250 }],
    });
    const [small, large] = product.variantIds as [number, number];
    const cart = cartClient(api);
    const first = await addItem(cart, { productId: product.id, variantId: small, quantity: 2 });
    const merged = await addItem(cart, { productId: product.id, variantId: small, quantity: 3 });
    expect(merged.item.id).toBe(first.item.id);
    expect(merged.item).toMatchObject({ quantity: 5, price: 10, total: 50 });
    const other = await addItem(cart, { productId: product.id, variantId: large, quantity: 1 });
    expect(other.item).toMatchObject({ quantity: 1, price: 12.5, total: 12.5 });
    expect(other.cart.items.map((item) => [item.variant.id, item.quantity])).toEqual([
      [small, 5],
      [large, 1],
    ]);
    expect(other.cart.summary).toMatchObject({ itemCount: 6, subtotal: 62.5, shipping: 0, total: 62.5 });
  });

  it('changes a quantity, removes a line at quantity 0 and by DELETE, and clears the cart', async () => {
    const product = await createProduct(api.db, { basePriceCents: 1999, variants: [{}, {}] });
    const cart = cartClient(api);
    const { item } = await addItem(cart, { productId: product.id, variantId: product.variantIds[0], quantity: 1 });
    const { item: second } = await addItem(cart, {
      productId: product.id,
      variantId: product.variantIds[1],
      quantity: 1,
    });

    const updated = updateCartItemResponseSchema.parse(await (await cart.update(item.id, { quantity: 4 })).json());
    expect(updated.removed).toBe(false);
    expect(updated.item).toMatchObject({ id: item.id, quantity: 4, total: 79.96 });
    expect(updated.cart.summary).toMatchObject({ itemCount: 5, subtotal: 99.95 });

    const zero = await cart.update(item.id, { quantity: 0 });
    expect(zero.status).toBe(200);
    const removed = updateCartItemResponseSchema.parse(await zero.json());
    expect(removed.removed).toBe(true);
    expect(removed.item).toBeUndefined();
    expect(removed.cart.items.map((each) => each.id)).toEqual([second.id]);

    const deleted = await cart.remove(second.id);
    expect(deleted.headers.get('cache-control')).toBe('no-store');
    expect(removeCartItemResponseSchema.parse(await deleted.json())).toEqual({
      removed: true,
      cart: {
        items: [],
        summary: { itemCount: 0, subtotal: 0, shipping: 0, tax: 0, discount: 0, total: 0 },
        promo: null,
      },
    });

    await addItem(cart, { productId: product.id, variantId: product.variantIds[0], quantity: 2 });
    const cleared = await cart.clear();
    expect(cleared.status).toBe(200);
    expect(clearCartResponseSchema.parse(await cleared.json()).cart.items).toEqual([]);
    expect(cartSchema.parse(await (await cart.get()).json()).items).toEqual([]);
  });

  it('shows a line whose product left the store as out of stock', async () => {
    const product = await createProduct(api.db);
    const cart = cartClient(api);
    await addItem(cart, { productId: product.id, variantId: product.variantIds[0], quantity: 2 });
    await api.db.updateTable('products').set({ active: false }).where('id', '=', product.id).execute();
    const [line] = cartSchema.parse(await (await cart.get()).json()).items;
    expect(line).toMatchObject({ quantity: 2, inStock: false, maxQuantity: 0, availableStock: 0 });
  });
});
