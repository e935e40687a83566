import { expect, it } from 'vitest';
import { cartSchema, checkoutSessionResponseSchema } from '@ps/shared/schemas';
import { cartClient } from './support/cart-client';
import { checkoutClient, guest, shippingAddress, type CheckoutClient } from './support/checkout-client';
import { createProduct } from './support/factories';
import { createPromotion } from './support/promotions';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('the cart: a sold-out line is not counted', (api) => {
  /** A browser with a $30 line that can be bought and a $25 line whose stock then runs out. */
  async function cartWithSoldOutLine(beforeSellOut: (shopper: CheckoutClient) => Promise<void> = async () => {}) {
    const tee = await createProduct(api.db, { basePriceCents: 3000 });
    const poster = await createProduct(api.db, { basePriceCents: 2500 });
    const shopper = checkoutClient(api);
    for (const product of [tee, poster]) {
      const line = { productId: product.id, variantId: product.variantIds[0], quantity: 1 };
      expect((await shopper.cart.add(line)).status).toBe(201);
    }
    const cart = async () => cartSchema.parse(await (await cartClient(api, shopper.browserSessionId).get()).json());
    // Free shipping from $50: with both lines the cart would pass it.
    expect((await cart()).summary).toMatchObject({ subtotal: 55, shipping: 0, total: 55 });
    await beforeSellOut(shopper);
    await api.db
      .updateTable('productVariants')
      .set({ inventoryAvailable: 0 })
      .where('id', '=', poster.variantIds[0]!)
      .execute();
    return { shopper, cart };
  }

  it('when a line sells out, then the cart subtotal, free shipping and total leave it out, and the line stays listed', async () => {
    const { cart } = await cartWithSoldOutLine();
    const { items, summary } = await cart();
    expect(items.map((item) => item.inStock)).toEqual([true, false]);
    expect(summary).toEqual({ itemCount: 2, subtotal: 30, shipping: 5.99, tax: 0, discount: 0, total: 35.99 });
  });

  it('when a line sells out, then a percentage code is worked out on the lines that can be bought', async () => {
    const { shopper, cart } = await cartWithSoldOutLine();
    const promotion = await createPromotion(api.db, { value: 10 });
    expect((await shopper.cart.call('POST', '/promo', { code: promotion.code })).status).toBe(200);
    expect((await cart()).summary).toMatchObject({ subtotal: 30, discount: 3, total: 32.99 });
  });

  it('when a line sells out during checkout, then the checkout summary leaves it out too', async () => {
    const { shopper } = await cartWithSoldOutLine(async (shopper) => {
      expect((await shopper.createSession()).status).toBe(201);
      await shopper.updateSession({ customer: guest(), shippingAddress, shippingMethod: 'standard' });
    });
    const { session } = checkoutSessionResponseSchema.parse(await (await shopper.getSession()).json());
    expect(session.items).toHaveLength(2);
    expect(session.totals).toMatchObject({ itemCount: 1, subtotal: 30, shipping: 5.99 });
  });
});
