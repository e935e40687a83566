import { expect, it } from 'vitest';
import { cartSchema, checkoutSessionResponseSchema, PROMO_MESSAGES, type Cart } from '@ps/shared/schemas';
import { cartClient, expectError } from './support/cart-client';
import { cards, guest, readyToPay } from './support/checkout-client';
import type { PromotionValues } from '../src/modules/promotions/repository';
import { createCategory, createProduct } from './support/factories';
import { createPromotion } from './support/promotions';
import { describeEachDatabase } from './support/suite';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('promo codes on the cart and at checkout', (api) => {
  /** A browser with `quantity` of a $25.00 product in its cart. */
  async function cartWith(quantity = 2, productOverrides = {}) {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: 50 }], ...productOverrides });
    const cart = cartClient(api);
    const line = { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity };
    expect((await cart.add(line)).status).toBe(201);
    return { cart, product, line };
  }

  const apply = (cart: ReturnType<typeof cartClient>, code: string) => cart.call('POST', '/promo', { code });
  const readCart = async (response: Response): Promise<Cart> => {
    expect(response.status).toBe(200);
    return cartSchema.parse(await response.json());
  };

  it('when a percentage code is applied, then the cart shows the discount as its own line and the total less it', async () => {
    const { cart } = await cartWith(2);
    const promotion = await createPromotion(api.db, { value: 15 });
    const body = await readCart(await apply(cart, promotion.code.toLowerCase()));
    expect(body.summary).toMatchObject({ subtotal: 50, shipping: 0, discount: 7.5, total: 42.5 });
    expect(body.promo).toEqual({
      code: promotion.code,
      type: 'percentage',
      label: '15% off',
      discount: 7.5,
      problem: null,
    });
    expect((await readCart(await cart.get())).summary.discount).toBe(7.5);
    const removed = await readCart(await cart.call('DELETE', '/promo'));
    expect(removed.promo).toBeNull();
    expect(removed.summary).toMatchObject({ discount: 0, total: 50 });
  });

  it('when a fixed code is worth more than the goods, then the discount stops at the subtotal', async () => {
    const { cart } = await cartWith(1);
    const promotion = await createPromotion(api.db, { type: 'fixed', value: 4000 });
    const body = await readCart(await apply(cart, promotion.code));
    expect(body.summary).toMatchObject({ subtotal: 25, shipping: 5.99, discount: 25, total: 5.99 });
    expect(body.promo?.label).toBe('$40.00 off');
  });

  it('when a free-shipping code is applied, then the shipping comes off as the discount', async () => {
    const { cart } = await cartWith(1);
    const promotion = await createPromotion(api.db, { type: 'free_shipping', value: 0 });
    const body = await readCart(await apply(cart, promotion.code));
    expect(body.summary).toMatchObject({ subtotal: 25, shipping: 5.99, discount: 5.99, total: 25 });
  });

  it('when a code is refused, then each reason has its own message and the cart keeps no code', async () => {
    const { cart } = await cartWith(1);
    const unknown = await expectError(await apply(cart, 'nope-nope'), 404);
    expect(unknown).toMatchObject({ code: 'PROMO_INVALID', message: PROMO_MESSAGES.unknown('NOPE-NOPE') });
    const refusals: [Partial<PromotionValues>, string][] = [
      [{ endsAt: new Date(Date.now() - DAY), startsAt: new Date(Date.now() - 2 * DAY) }, PROMO_MESSAGES.expired],
      [{ startsAt: new Date('2099-03-01T12:00:00Z') }, PROMO_MESSAGES.notStarted('Mar 1, 2099')],
      [{ minSubtotalCents: 4000 }, PROMO_MESSAGES.belowMinimum('$40.00', '$15.00')],
      [{ usageLimit: 2 }, PROMO_MESSAGES.usedUp],
      [{ active: false }, PROMO_MESSAGES.inactive],
      [{ productIds: [(await createProduct(api.db)).id] }, PROMO_MESSAGES.nothingEligible],
    ];
    for (const [terms, message] of refusals) {
      const promotion = await createPromotion(api.db, terms);
      if ('usageLimit' in terms)
        await api.db.updateTable('promotions').set({ usedCount: 2 }).where('id', '=', promotion.id).execute();
      expect(await expectError(await apply(cart, promotion.code), 422)).toMatchObject({
        code: 'PROMO_INVALID',
        message,
      });
    }
    expect((await readCart(await cart.get())).promo).toBeNull();
    const empty = cartClient(api);
    const anyCode = await createPromotion(api.db);
    expect((await expectError(await apply(empty, anyCode.code), 422)).message).toBe(PROMO_MESSAGES.emptyCart);
    expect((await expectError(await apply(empty, '   '), 400)).fields?.code).toBe(PROMO_MESSAGES.required);
  });

  it('when a code is limited to a category, then only that category’s lines are discounted', async () => {
    const shirts = await createCategory(api.db);
    const { cart } = await cartWith(1, { categoryId: shirts.id, basePriceCents: 2000 });
    const other = await createProduct(api.db, { basePriceCents: 3000 });
    expect((await cart.add({ productId: other.id, variantId: other.variantIds[0], quantity: 1 })).status).toBe(201);
    const promotion = await createPromotion(api.db, { value: 50, categoryIds: [shirts.id] });
    expect((await readCart(await apply(cart, promotion.code))).summary).toMatchObject({ subtotal: 50, discount: 10 });
    const byProduct = await createPromotion(api.db, { type: 'fixed', value: 500, productIds: [other.id] });
    expect((await readCart(await apply(cart, byProduct.code))).summary.discount).toBe(5);
  });

  it('when the cart falls below the minimum after applying, then the code stays with the reason and gives nothing', async () => {
    const { cart } = await cartWith(2);
    const promotion = await createPromotion(api.db, { minSubtotalCents: 4000 });
    const applied = await readCart(await apply(cart, promotion.code));
    const itemId = applied.items[0]?.id ?? 0;
    expect((await cart.update(itemId, { quantity: 1 })).status).toBe(200);
    const lowered = await readCart(await cart.get());
    expect(lowered.promo).toMatchObject({ discount: 0, problem: PROMO_MESSAGES.belowMinimum('$40.00', '$15.00') });
    expect(lowered.summary.discount).toBe(0);
  });

  it('when a fan checks out with a code, then the order, its detail and the e-mail carry the discount', async () => {
    const product = await createProduct(api.db, { basePriceCents: 4000, variants: [{ inventoryAvailable: 5 }] });
    const promotion = await createPromotion(api.db, { value: 25 });
    const shopper = await readyToPay(api, [
      { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 },
    ]);
    await readCart(await apply(shopper.cart, promotion.code));
    const session = checkoutSessionResponseSchema.parse(await (await shopper.getSession()).json()).session;
    // $40.00 less 25% is $30.00; Illinois tax is on the discounted goods, shipping is $5.99 under $50.
    expect(session.totals).toMatchObject({ subtotal: 40, discount: 10, shipping: 5.99 });
    expect(session.promo?.code).toBe(promotion.code);
    const created = await shopper.createOrder({ card: cards.visa });
    expect(created.status).toBe(201);
    const { orderNumber } = (await created.json()) as { orderNumber: string };
    const order = await api.db
      .selectFrom('orders')
      .selectAll()
      .where('orderNumber', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      discountCents: 1000,
      promoCode: promotion.code,
      totalCents: Math.round(session.totals.total * 100),
    });
    const used = await api.db
      .selectFrom('promotions')
      .select('usedCount')
      .where('id', '=', promotion.id)
      .executeTakeFirstOrThrow();
    expect(used.usedCount).toBe(1);
    const detail = (await (await shopper.lookUpOrder(orderNumber)).json()) as {
      order: { discount: number; promoCode: string };
    };
    expect(detail.order).toMatchObject({ discount: 10, promoCode: promotion.code });
    const mail = await api.db
      .selectFrom('mailOutbox')
      .select('message')
      .where('kind', '=', 'order_confirmation')
      .execute();
    expect(mail.map((row) => row.message.text).find((text) => text.includes(orderNumber))).toContain(
      `Discount (${promotion.code}): −$10.00`,
    );
  });

  it('when a customer reaches the per-customer limit, then the next checkout with that e-mail is refused with the reason', async () => {
    const product = await createProduct(api.db, { variants: [{ inventoryAvailable: 10 }] });
    const promotion = await createPromotion(api.db, { usageLimitPerCustomer: 1 });
    const customer = guest();
    const line = { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 };
    const first = await readyToPay(api, [line], { customer });
    await readCart(await apply(first.cart, promotion.code));
    expect((await first.createOrder({ card: cards.visa })).status).toBe(201);
    const second = await readyToPay(api, [line], { customer });
    await readCart(await apply(second.cart, promotion.code));
    const session = checkoutSessionResponseSchema.parse(await (await second.getSession()).json()).session;
    expect(session.promo).toMatchObject({ discount: 0, problem: PROMO_MESSAGES.usedByCustomer });
    const refused = await expectError(await second.createOrder({ card: cards.visa }), 409);
    expect(refused).toMatchObject({ code: 'PROMO_INVALID' });
    expect(refused.message).toContain(PROMO_MESSAGES.usedByCustomer);
  });
});
