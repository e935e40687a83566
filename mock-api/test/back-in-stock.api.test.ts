import { beforeAll, expect, it } from 'vitest';
import { BACK_IN_STOCK_MESSAGES } from '@ps/shared/schemas';
import { adjustStock, readItem } from './support/admin-inventory';
import { forceStatus, placeGuestOrder, refundLines } from './support/admin-orders';
import { browser, registerCustomer, uniqueEmail, type Browser } from './support/browser';
import { expectError } from './support/cart-client';
import { ownClient } from './support/client-address';
import { createProduct } from './support/factories';
import { staffBrowser } from './support/staff';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

type Staff = Browser & { email: string };

const signUp = (api: ApiTestContext, body: unknown) =>
  api.fetch('/api/back-in-stock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The tokens in the mails of `kind` to `email`, oldest first. */
async function mailsTo(api: ApiTestContext, email: string, kind: string) {
  const rows = await api.db
    .selectFrom('mailOutbox')
    .select(['kind', 'message'])
    .where('kind', '=', kind as never)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.message).filter((message) => message.to === email);
}

const backMailsFor = async (api: ApiTestContext, variantId: number) => {
  const rows = await api.db
    .selectFrom('mailOutbox')
    .select('message')
    .where('kind', '=', 'back_in_stock')
    .orderBy('id')
    .execute();
  const requests = await api.db
    .selectFrom('backInStockRequests')
    .select('email')
    .where('variantId', '=', variantId)
    .execute();
  const emails = new Set(requests.map((request) => request.email));
  return rows.map((row) => row.message.to).filter((to) => emails.has(to));
};

const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([\\w-]{43})`).exec(text)?.[1] ?? '';

describeEachDatabase(
  "back in stock: sign-up, confirm, one mail per fan when it's back",
  (api) => {
    let staff: Staff;
    beforeAll(async () => {
      staff = await staffBrowser(api, 'admin');
    });

    async function soldOut(overrides: { maxPerOrder?: number | null } = {}) {
      const product = await createProduct(api.db, { variants: [{ inventoryAvailable: 0 }], ...overrides });
      return product.variantIds[0] ?? 0;
    }

    /** A guest's sign-up, confirmed through the mailed link's page. */
    async function confirmedFan(variantId: number, email = uniqueEmail()) {
      const asked = await signUp(api, { variantId, email });
      expect(asked.status).toBe(202);
      const [mail] = await mailsTo(api, email, 'back_in_stock_confirm');
      const token = tokenIn(mail?.text ?? '', '/api/back-in-stock/confirm');
      const confirmed = await api.fetch('/api/back-in-stock/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      expect(confirmed.status).toBe(200);
      return email;
    }

    const restockTo = async (variantId: number, available: number) => {
      const item = await readItem(staff, variantId);
      expect((await adjustStock(staff, item, { available, reason: 'restock' })).status).toBe(200);
    };

    it('when a guest signs up, then a confirm mail goes out and only the confirmed request is mailed at the restock', async () => {
      const variantId = await soldOut();
      const unconfirmed = uniqueEmail();
      const answer = await signUp(api, { variantId, email: unconfirmed });
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({
        status: 'confirmation_sent',
        message: BACK_IN_STOCK_MESSAGES.confirmationSent,
      });
      expect(await mailsTo(api, unconfirmed, 'back_in_stock_confirm')).toHaveLength(1);
      // The link opens a page with a button; opening it alone confirms nothing.
      const [mail] = await mailsTo(api, unconfirmed, 'back_in_stock_confirm');
      const page = await api.fetch(
        `/api/back-in-stock/confirm?token=${tokenIn(mail?.text ?? '', '/api/back-in-stock/confirm')}`,
      );
      expect(await page.text()).toContain('method="post"');
      const fan = await confirmedFan(variantId);

      await restockTo(variantId, 5);
      expect(await backMailsFor(api, variantId)).toEqual([fan]);
      const [back] = await mailsTo(api, fan, 'back_in_stock');
      expect(back?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(back?.text).toContain('/store/');
    });

    it('when a signed-in customer with a confirmed address signs up with it, then no confirm mail is needed', async () => {
      const variantId = await soldOut();
      const customer = browser(api);
      const { email } = await registerCustomer(customer);
      await customer.session();
      const answer = await customer.post('/api/back-in-stock', { variantId, email });
      expect(answer.status).toBe(201);
      expect((await answer.json()).status).toBe('subscribed');
      expect(await mailsTo(api, email, 'back_in_stock_confirm')).toHaveLength(0);
      // Without the session's CSRF token the cookie alone proves nothing: the address must confirm.
      const other = await soldOut();
      const forged = await customer.post('/api/back-in-stock', { variantId: other, email }, { csrf: null });
      expect(forged.status).toBe(202);

      await restockTo(variantId, 1);
      expect(await backMailsFor(api, variantId)).toEqual([email]);
    });

    it('when stock comes back, then each waiting fan gets exactly one mail, oldest first, and later restocks mail nobody', async () => {
      const variantId = await soldOut();
      const first = await confirmedFan(variantId);
      const second = await confirmedFan(variantId);
      const third = await confirmedFan(variantId);
      await restockTo(variantId, 4);
      expect(await backMailsFor(api, variantId)).toEqual([first, second, third]);
      await restockTo(variantId, 9);
      await restockTo(variantId, 0);
      await restockTo(variantId, 2);
      expect(await backMailsFor(api, variantId)).toEqual([first, second, third]);
      const open = await api.db
        .selectFrom('backInStockRequests')
        .select('id')
        .where('variantId', '=', variantId)
        .where('notifiedAt', 'is', null)
        .execute();
      expect(open).toHaveLength(0);
    });

    it('when the product has a per-order limit, then no more fans are mailed than the new stock; the rest wait', async () => {
      const variantId = await soldOut({ maxPerOrder: 1 });
      const fans = [await confirmedFan(variantId), await confirmedFan(variantId), await confirmedFan(variantId)];
      await restockTo(variantId, 2);
      expect(await backMailsFor(api, variantId)).toEqual(fans.slice(0, 2));
      expect((await readItem(staff, variantId)).waiting).toBe(1);
      await restockTo(variantId, 0);
      await restockTo(variantId, 5);
      expect(await backMailsFor(api, variantId)).toEqual(fans);
    });

    it('when two restocks run at the same moment, then nobody is mailed twice', async () => {
      const variantId = await soldOut();
      const fans = [await confirmedFan(variantId), await confirmedFan(variantId)];
      const restock = () =>
        staff.call('POST', '/api/admin/inventory/restock', { body: { variantIds: [variantId], quantity: 3 } });
      const answers = await Promise.all([restock(), restock()]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect((await readItem(staff, variantId)).available).toBe(6);
      expect(await backMailsFor(api, variantId)).toEqual(fans);
    });

    it('when a refund puts the last units back, then the waiting fans are mailed in that transaction', async () => {
      const order = await placeGuestOrder(api, { quantity: 2, unitsInStock: 2 });
      const fan = await confirmedFan(order.variantId);
      const version = await forceStatus(api, order.id, 'delivered');
      const [item] = await api.db.selectFrom('orderItems').selectAll().where('orderId', '=', order.id).execute();
      const refunded = await refundLines(staff, order.id, {
        lines: [{ itemId: item?.id ?? 0, quantity: 1 }],
        restock: true,
        expectedVersion: version,
      });
      expect(refunded.status).toBe(201);
      expect(await backMailsFor(api, order.variantId)).toEqual([fan]);
    });

    it('when the fan unsubscribes in one click, then the restock mails them nothing', async () => {
      const variantId = await soldOut();
      const fan = await confirmedFan(variantId);
      const [request] = await api.db
        .selectFrom('backInStockRequests')
        .select('unsubscribeToken')
        .where('email', '=', fan)
        .execute();
      const done = await api.fetch(`/api/back-in-stock/unsubscribe?token=${request?.unsubscribeToken}`, {
        method: 'POST',
      });
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ status: 'unsubscribed', message: BACK_IN_STOCK_MESSAGES.unsubscribed });
      await expectError(
        await api.fetch(`/api/back-in-stock/unsubscribe?token=${'x'.repeat(43)}`, { method: 'POST' }),
        404,
      );
      await restockTo(variantId, 3);
      expect(await backMailsFor(api, variantId)).toEqual([]);
    });

    it('when the input is bad or the variant is in stock, then a clear 4xx and nothing stored', async () => {
      const inStock = (await createProduct(api.db)).variantIds[0] ?? 0;
      const email = uniqueEmail();
      const invalid = await expectError(await signUp(api, { variantId: 'x', email: 'nope' }), 400);
      expect(invalid.fields).toMatchObject({ email: expect.any(String), variantId: expect.any(String) });
      await expectError(await signUp(api, { variantId: 2_000_000_000, email }), 404);
      const refused = await expectError(await signUp(api, { variantId: inStock, email }), 409);
      expect(refused.message).toBe(BACK_IN_STOCK_MESSAGES.inStock);
      await expectError(
        await api.fetch('/api/back-in-stock/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token: 'short' }),
        }),
        404,
      );
      // The confirm page's own form post is answered with a page, a refused link too.
      const formPost = await api.fetch('/api/back-in-stock/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `token=${'A'.repeat(43)}`,
      });
      expect(formPost.status).toBe(404);
      expect(formPost.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await formPost.text()).toContain(BACK_IN_STOCK_MESSAGES.invalidConfirmLink);
      const stored = await api.db.selectFrom('backInStockRequests').select('id').where('email', '=', email).execute();
      expect(stored).toHaveLength(0);
    });

    it('when one address signs up too often, then 429 like the other public forms', async () => {
      const variantId = await soldOut();
      const client = ownClient();
      const baseUrl = await api.startServer({ NEWSLETTER_SIGNUPS_PER_MINUTE: '2', ...client.env });
      const send = () =>
        fetch(`${baseUrl}/api/back-in-stock`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...client.headers },
          body: JSON.stringify({ variantId, email: uniqueEmail() }),
        });
      expect((await send()).status).toBe(202);
      expect((await send()).status).toBe(202);
      await expectError(await send(), 429);
    });
  },
  { env: { NEWSLETTER_SIGNUPS_PER_MINUTE: '10000' } },
);
