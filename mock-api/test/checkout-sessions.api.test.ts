import { expect, it } from 'vitest';
import { checkoutSessionResponseSchema } from '@ps/shared/schemas';
import { expectError } from './support/cart-client';
import { cards, checkoutClient, guest, orderDraft, readyToPay, shippingAddress } from './support/checkout-client';
import { createProduct } from './support/factories';
import { browser, confirmTokenFor } from './support/browser';
import { queuedMails } from './support/newsletter-mail';
import { readOutbox } from './support/outbox';
import { describeEachDatabase } from './support/suite';

describeEachDatabase('checkout: sessions, ownership and accounts', (api) => {
  it('creates an account once, unconfirmed; its confirm link opens it with the orders of its address', async () => {
    const product = await createProduct(api.db);
    const line = { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 };
    const customer = guest({ createAccount: true, password: 'Secret123', confirmPassword: 'Secret123' });
    const first = await readyToPay(api, [line], { customer });
    const session = checkoutSessionResponseSchema.parse(await (await first.getSession()).json()).session;
    expect(JSON.stringify(session)).not.toMatch(/Secret123|scrypt|argon2|password/i);
    expect((await first.createOrder()).status).toBe(201);
    const second = await readyToPay(api, [line], { customer: { ...customer, email: customer.email.toUpperCase() } });
    expect((await second.createOrder()).status).toBe(201);

    const accounts = await api.db.selectFrom('customers').selectAll().where('email', '=', customer.email).execute();
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(accounts[0]?.emailConfirmedAt).toBeNull();
    const ordersOf = async () =>
      (
        await api.db
          .selectFrom('orders')
          .select('customerId')
          .where('customerEmail', 'ilike', customer.email)
          .orderBy('id')
          .execute()
      ).map((order) => order.customerId);
    // Until the address is proven, both orders are a guest's: the e-mail alone owns nothing.
    expect(await ordersOf()).toEqual([null, null]);
    expect(await queuedMails(api, customer.email, 'account_welcome')).toBe(0);

    const page = browser(api);
    await page.session();
    const token = await confirmTokenFor(api.outboxDir, customer.email);
    expect((await page.post('/api/account/confirm', { token })).status).toBe(200);
    expect(await ordersOf()).toEqual([accounts[0]?.id, accounts[0]?.id]);
    expect(await queuedMails(api, customer.email, 'account_welcome')).toBe(1);
    const everything = (await readOutbox(api.outboxDir)).join('\n');
    expect(everything).not.toContain('Secret123');
  });

  it("keeps a checkout session to the browser that made it; another browser's id is taken", async () => {
    const owner = checkoutClient(api);
    expect((await owner.createSession()).status).toBe(201);
    expect((await owner.createSession()).status).toBe(200);
    const stranger = checkoutClient(api);
    const sameId = { sessionId: owner.checkoutSessionId };
    const path = `/api/checkout/session/${owner.checkoutSessionId}`;
    expect(await expectError(await stranger.call('POST', '/api/checkout/session', sameId), 409)).toMatchObject({
      code: 'CHECKOUT_SESSION_TAKEN',
    });
    for (const response of [
      await stranger.call('GET', path),
      await stranger.call('PUT', path, { shippingMethod: 'express' }),
      await stranger.call('PUT', `${path}/order-draft`, orderDraft),
      await stranger.call('POST', '/api/checkout/create-order', {
        ...sameId,
        ...(await owner.shownPrice()),
        card: cards.visa,
      }),
      await owner.call('GET', '/api/checkout/session/not-a-uuid'),
    ]) {
      expect(await expectError(response, 404)).toEqual({ code: 'NOT_FOUND', message: 'Checkout session not found' });
    }
  });

  it('refuses changes to a completed checkout and an empty cart', async () => {
    const product = await createProduct(api.db);
    const shopper = await readyToPay(api, [
      { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 },
    ]);
    expect((await shopper.createOrder()).status).toBe(201);
    expect((await expectError(await shopper.updateSession({ shippingMethod: 'express' }), 409)).code).toBe(
      'CHECKOUT_COMPLETED',
    );
    const empty = checkoutClient(api);
    await empty.createSession();
    await empty.updateSession({ customer: guest(), shippingAddress, shippingMethod: 'standard' });
    await empty.saveDraft();
    expect(await expectError(await empty.createOrder(), 400)).toEqual({
      code: 'CART_EMPTY',
      message: 'Your cart is empty',
    });
  });
});
