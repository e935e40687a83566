import { expect, it } from 'vitest';
import { createOrderResponseSchema } from '@ps/shared/schemas';
import type { AccountSessionResponse } from '@ps/shared/schemas';
import { hashPassword } from '../src/platform/passwords/password-hash';
import { browser, signIn } from './support/browser';
import { cards, checkoutClient, guest, orderDraft, readyToPay, shippingAddress } from './support/checkout-client';
import { createProduct } from './support/factories';
import { sampleOf, scrapeMetrics } from './support/metrics-text';
import { describeEachDatabase } from './support/suite';

const TOKEN = 'metrics-token-for-the-pool-checkouts-suite';
const CHECKOUTS = 'ps_db_pool_acquisitions_total';
const STATEMENTS = 'ps_db_statements_total';

describeEachDatabase(
  'pool connections and statements a buyer journey takes (ps_db_pool_acquisitions_total, ps_db_statements_total)',
  (api) => {
    /**
     * The connections the one request `send` makes took from the pool and the statements it sent on them, read
     * from the counters of its route. The series move together when the answer is finished, which may be just
     * after the client has it: the request's own latency count says when.
     */
    async function checkoutsOf(method: string, route: string, send: () => Promise<Response>) {
      const read = async () => {
        const text = await scrapeMetrics(api, TOKEN);
        const answered = sampleOf(text, 'ps_http_request_duration_seconds_count', { method, route }) ?? 0;
        const checkouts = sampleOf(text, CHECKOUTS, { method, route }) ?? 0;
        return { answered, checkouts, statements: sampleOf(text, STATEMENTS, { method, route }) ?? 0 };
      };
      const before = await read();
      const response = await send();
      expect(response.ok).toBe(true);
      await expect.poll(async () => (await read()).answered).toBe(before.answered + 1);
      const after = await read();
      return {
        response,
        checkouts: after.checkouts - before.checkouts,
        statements: after.statements - before.statements,
      };
    }

    it('when a guest buys, then each step takes one connection, and create-order one per stretch between provider calls', async () => {
      const product = await createProduct(api.db);
      const line = { productId: product.id, variantId: product.variantIds[0] as number, quantity: 1 };
      // Another browser first, so the settings (read once per process, then kept) are not in the journey's counts.
      expect((await checkoutClient(api).cart.get()).ok).toBe(true);
      const shopper = checkoutClient(api);
      const session = '/api/checkout/session/:sessionId';
      const steps = {
        'the empty cart': await checkoutsOf('GET', '/api/cart/', () => shopper.cart.get()),
        'the add that makes the cart': await checkoutsOf('POST', '/api/cart/items', () => shopper.cart.add(line)),
        'another add': await checkoutsOf('POST', '/api/cart/items', () => shopper.cart.add(line)),
        'the checkout session': await checkoutsOf('POST', '/api/checkout/session', () => shopper.createSession()),
        'customer and address': await checkoutsOf('PUT', session, () =>
          shopper.updateSession({ customer: guest(), shippingAddress, shippingMethod: 'standard' }),
        ),
        'the payment step': await checkoutsOf('PUT', `${session}/order-draft`, () => shopper.saveDraft(orderDraft)),
        'the payment page': await checkoutsOf('GET', session, () => shopper.getSession()),
      };
      const order = await checkoutsOf('POST', '/api/checkout/create-order', () => shopper.createOrder());
      const { orderNumber } = createOrderResponseSchema.parse(await order.response.json());
      const after = {
        'the confirmation': await checkoutsOf('GET', '/api/orders/:orderNumber', () =>
          shopper.lookUpOrder(orderNumber),
        ),
        'the emptied cart': await checkoutsOf('GET', '/api/cart/', () => shopper.cart.get()),
      };

      const counts = (named: Record<string, { checkouts: number }>) =>
        Object.fromEntries(Object.entries(named).map(([name, step]) => [name, step.checkouts]));
      const one = (named: Record<string, unknown>) => Object.fromEntries(Object.keys(named).map((name) => [name, 1]));
      expect(counts({ ...steps, ...after })).toEqual(one({ ...steps, ...after }));
      // The reads before the authorization, the hold with the order's transaction, the capture's confirmation:
      // the provider is asked between them, and no connection is held while it answers (decision 052).
      expect(order.checkouts).toBe(3);
      const statements = Object.fromEntries(
        Object.entries({ ...steps, 'create-order': order, ...after }).map(([name, step]) => [name, step.statements]),
      );
      // Each step's round trips (decision 052's table), so one more shows here. create-order's 21: 4 reads before
      // the authorization; the hold, then begin, the session locked, the cart locked with its promotion, the lines,
      // the order, its lines with the first event, the staff notification, the checkout closed (cart, session, hold)
      // in one, the stock per line, commit; after the capture begin, the order paid with its event, its lines, the
      // mail's sender, the mail, commit.
      expect(statements).toEqual({
        'the empty cart': 2,
        'the add that makes the cart': 11,
        'another add': 10,
        'the checkout session': 4,
        'customer and address': 4,
        'the payment step': 4,
        'the payment page': 3,
        'create-order': 21,
        'the confirmation': 11,
        'the emptied cart': 2,
      });
    });

    it("when a signed-in buyer orders and looks the order up, then the sign-in session is read on those steps' own connections", async () => {
      const product = await createProduct(api.db);
      const line = { productId: product.id, variantId: product.variantIds[0] as number, quantity: 1 };
      expect((await checkoutClient(api).cart.get()).ok).toBe(true);
      const email = `signed-in-${process.pid}@example.com`;
      const password = 'a pass phrase for the pool suite';
      const { id: customerId } = await api.db
        .insertInto('customers')
        .values({
          email,
          passwordHash: await hashPassword(password),
          firstName: 'Jane',
          lastName: 'Doe',
          emailConfirmedAt: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const page = browser(api);
      const signedIn = await signIn(page, email, password);
      expect(signedIn.status).toBe(200);
      const { cartSessionId } = (await signedIn.json()) as AccountSessionResponse;
      const shopper = await readyToPay(api, [line], { browserSessionId: cartSessionId ?? undefined });
      const signInSession = () =>
        api.db.selectFrom('sessions').selectAll().where('customerId', '=', customerId).executeTakeFirstOrThrow();
      // Over a minute since the buyer was last seen, so reading the session refreshes its last-seen time too.
      const lastSeenLongAgo = async () => {
        const longAgo = new Date(Date.now() - 5 * 60_000);
        const { idHash } = await signInSession();
        await api.db.updateTable('sessions').set({ lastSeenAt: longAgo }).where('idHash', '=', idHash).execute();
        return longAgo;
      };

      const seenBeforeOrder = await lastSeenLongAgo();
      const order = await checkoutsOf('POST', '/api/checkout/create-order', () =>
        shopper.createOrder({ card: cards.visa }, { cookie: page.cookieHeader('/api/checkout') }),
      );
      const { orderNumber } = createOrderResponseSchema.parse(await order.response.json());
      const seenAtOrder = (await signInSession()).lastSeenAt;
      // Another browser with the buyer's cookie: only the account, read from the session, owns the order there.
      const elsewhere = checkoutClient(api);
      const lookUp = () =>
        elsewhere.call('GET', `/api/orders/${orderNumber}`, undefined, { cookie: page.cookieHeader('/api/orders') });
      const lookup = await checkoutsOf('GET', '/api/orders/:orderNumber', lookUp);
      expect(((await lookup.response.json()) as { masked: boolean }).masked).toBe(false);
      const seenBeforeLookup = await lastSeenLongAgo();
      const refreshedLookup = await checkoutsOf('GET', '/api/orders/:orderNumber', lookUp);
      const { lastSeenAt } = await signInSession();

      expect(order.checkouts).toBe(3);
      expect(lookup.checkouts).toBe(1);
      expect(refreshedLookup.checkouts).toBe(1);
      expect(seenAtOrder.getTime()).toBeGreaterThan(seenBeforeOrder.getTime());
      expect(lastSeenAt.getTime()).toBeGreaterThan(seenBeforeLookup.getTime());
      // A guest's 21 and 11 (above), plus the session read on the first connection (and its last-seen refresh when
      // due) and, for create-order, the account linked to the checkout before the authorization.
      expect({
        'create-order': order.statements,
        'the lookup': lookup.statements,
        'the lookup, last seen long ago': refreshedLookup.statements,
      }).toEqual({ 'create-order': 24, 'the lookup': 12, 'the lookup, last seen long ago': 13 });
    });
  },
  { env: { METRICS_TOKEN: TOKEN }, overrides: { backgroundWork: false } },
);
