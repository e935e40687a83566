import { expect, it } from 'vitest';
import { accountAddressesResponseSchema, ordersResponseSchema, type AccountSessionResponse } from '@ps/shared/schemas';
import { browser, registerCustomer, signIn } from './support/browser';
import { cartClient } from './support/cart-client';
import { cards, guest, orderDraft, readyToPay, shippingAddress, type CheckoutClient } from './support/checkout-client';
import { createProduct } from './support/factories';
import { createPromotion } from './support/promotions';
import { describeEachDatabase } from './support/suite';

describeEachDatabase(
  'customer accounts: the cart follows the account, orders belong to it',
  (api) => {
    async function aLine(quantity = 1) {
      const product = await createProduct(api.db);
      return { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity };
    }

    async function cartQuantities(cartSessionId: string) {
      const body = (await (await cartClient(api, cartSessionId).get()).json()) as {
        items: { variant: { sku: string }; quantity: number }[];
      };
      return body.items.map((item) => item.quantity).sort();
    }

    it('merges the browser guest cart into the account cart at sign-in', async () => {
      const laptop = browser(api);
      const { email, password, answer } = await registerCustomer(laptop);
      const accountCart = (answer as AccountSessionResponse).cartSessionId ?? '';
      expect(accountCart).toBe(laptop.state.cartSessionId);
      const [shared, laptopOnly, phoneOnly] = [await aLine(1), await aLine(2), await aLine(3)];
      await cartClient(api, accountCart).add(shared);
      await cartClient(api, accountCart).add(laptopOnly);

      const phone = browser(api);
      await cartClient(api, phone.state.cartSessionId).add({ ...shared, quantity: 2 });
      await cartClient(api, phone.state.cartSessionId).add(phoneOnly);
      const response = await signIn(phone, email, password);
      expect(response.status).toBe(200);
      expect(((await response.json()) as AccountSessionResponse).cartSessionId).toBe(accountCart);

      expect(await cartQuantities(accountCart)).toEqual([2, 3, 3]);
      expect(await cartQuantities(phone.state.cartSessionId)).toEqual([]);
    });

    it("brings the guest cart's promo code into an account cart that has none, and keeps the account's own", async () => {
      const laptop = browser(api);
      const { email, password, answer } = await registerCustomer(laptop);
      const accountCart = (answer as AccountSessionResponse).cartSessionId ?? '';
      const applyCode = async (cartSessionId: string, code: string) =>
        expect((await cartClient(api, cartSessionId).call('POST', '/promo', { code })).status).toBe(200);
      const promoOf = async (cartSessionId: string) =>
        ((await (await cartClient(api, cartSessionId).get()).json()) as { promo: { code: string } | null }).promo
          ?.code ?? null;

      const [guestCode, accountCode] = [await createPromotion(api.db), await createPromotion(api.db)];
      const phone = browser(api);
      await cartClient(api, phone.state.cartSessionId).add(await aLine(1));
      await applyCode(phone.state.cartSessionId, guestCode.code);
      expect((await signIn(phone, email, password)).status).toBe(200);
      expect(await promoOf(accountCart)).toBe(guestCode.code);
      expect(await promoOf(phone.state.cartSessionId)).toBeNull();

      await applyCode(accountCart, accountCode.code);
      const tablet = browser(api);
      await cartClient(api, tablet.state.cartSessionId).add(await aLine(1));
      await applyCode(tablet.state.cartSessionId, guestCode.code);
      expect((await signIn(tablet, email, password)).status).toBe(200);
      expect(await promoOf(accountCart)).toBe(accountCode.code);
    });

    it("answers the latest order's shipping and billing addresses for checkout to start from", async () => {
      const page = browser(api);
      await registerCustomer(page);
      expect(await (await page.get('/api/account/addresses')).json()).toEqual({
        shippingAddress: null,
        billingAddress: null,
      });
      const billing = { ...shippingAddress, address1: '9 Billing Rd', phone: undefined };
      for (const address1 of ['1 First St', '2 Latest Ave']) {
        const shopper = await readyToPay(api, [await aLine()], {
          browserSessionId: page.state.cartSessionId,
          address: { ...shippingAddress, address1 },
          draft: { ...orderDraft, sameAsShipping: false, billingAddress: billing },
        });
        const placed = await shopper.createOrder({ card: cards.visa }, { cookie: page.cookieHeader('/api/checkout') });
        expect(placed.status).toBe(201);
      }
      const body = accountAddressesResponseSchema.parse(await (await page.get('/api/account/addresses')).json());
      expect(body.shippingAddress).toMatchObject({ address1: '2 Latest Ave', city: 'Springfield' });
      expect(body.billingAddress).toMatchObject({ address1: '9 Billing Rd' });

      const stranger = browser(api);
      await stranger.session();
      expect((await stranger.get('/api/account/addresses')).status).toBe(401);
    });

    it('gives an order placed while signed in to the account, listed on any device', async () => {
      const page = browser(api);
      const { email, password } = await registerCustomer(page);
      const shopper: CheckoutClient = await readyToPay(api, [await aLine()], {
        browserSessionId: page.state.cartSessionId,
        customer: guest(),
      });
      const placed = await shopper.createOrder({ card: cards.visa }, { cookie: page.cookieHeader('/api/checkout') });
      expect(placed.status).toBe(201);
      const { orderNumber } = (await placed.json()) as { orderNumber: string };

      const elsewhere = browser(api);
      expect((await signIn(elsewhere, email, password)).status).toBe(200);
      const list = ordersResponseSchema.parse(await (await elsewhere.get('/api/account/orders')).json());
      expect(list.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);

      const detail = await elsewhere.get(`/api/orders/${orderNumber}`);
      expect(((await detail.json()) as { masked: boolean }).masked).toBe(false);
    });

    it('keeps a guest order out of every account, even one with the same e-mail', async () => {
      const page = browser(api);
      const { email } = await registerCustomer(page);
      const guestShopper = await readyToPay(api, [await aLine()], { customer: guest({ email }) });
      expect((await guestShopper.createOrder({ card: cards.visa })).status).toBe(201);
      const list = ordersResponseSchema.parse(await (await page.get('/api/account/orders')).json());
      expect(list.orders).toEqual([]);
    });

    it('when the sign-in session has expired, then an order placed with its cookie is a guest order', async () => {
      const page = browser(api);
      const { email } = await registerCustomer(page);
      const shopper = await readyToPay(api, [await aLine()], { browserSessionId: page.state.cartSessionId });
      const customer = await api.db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const ended = new Date(Date.now() - 1000);
      await api.db
        .updateTable('sessions')
        .set({ idleExpiresAt: ended })
        .where('customerId', '=', customer.id)
        .execute();

      const placed = await shopper.createOrder({ card: cards.visa }, { cookie: page.cookieHeader('/api/checkout') });
      expect(placed.status).toBe(201);
      const { orderNumber } = (await placed.json()) as { orderNumber: string };
      const order = await api.db
        .selectFrom('orders')
        .select('customerId')
        .where('orderNumber', '=', orderNumber)
        .executeTakeFirstOrThrow();
      expect(order.customerId).toBeNull();
      const sessions = api.db.selectFrom('sessions').select('idHash').where('customerId', '=', customer.id);
      expect(await sessions.execute()).toEqual([]);
    });
  },
  { seed: false },
);
