import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderResponseSchema, productResponseSchema } from '@ps/shared/schemas';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { paymentHolds } from '../src/modules/checkout/payment-holds-repository';
import { expectError } from './support/cart-client';
import { browser, registerCustomer } from './support/browser';
import { readyToPay, type CheckoutClient } from './support/checkout-client';
import { unitsLeft } from './support/checkout-state';
import { createServerDatabase, serverAdminUrl, silentLogger } from './support/databases';
import { createProduct } from './support/factories';
import { startFakeStripe } from './support/fake-stripe';
import { readOutbox } from './support/outbox';
import { startReplica, type ReplicaProcess } from './support/replica-process';
import type { ApiTestContext } from './support/suite';

/*
 * Two API processes, started as `npm start` starts one, on one fresh PostgreSQL database
 * and one (fake) Stripe account: whatever one replica does, the other must agree with.
 * Rate limits (one allowance across both) and sign-in sessions with their CSRF tokens too.
 */

const WEBHOOK_SECRET = 'whsec_replicas';
const pay = { paymentMethodId: 'pm_card_visa' };

if (!serverAdminUrl) {
  console.info('replicas.api.test.ts skipped: replicas need a PostgreSQL server; set TEST_DATABASE_URL to run it.');
}

describe.skipIf(!serverAdminUrl)('two API replicas on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let handle: DatabaseHandle;
  const replicas: ReplicaProcess[] = [];
  const contexts: ApiTestContext[] = [];
  const a = () => contexts[0] as ApiTestContext;
  const b = () => contexts[1] as ApiTestContext;

  const contextOf = (replica: ReplicaProcess): ApiTestContext => ({
    driver: 'postgres',
    get db() {
      return handle.kysely;
    },
    baseUrl: replica.baseUrl,
    outboxDir: replica.outboxDir,
    fetch: (path, init) => fetch(`${replica.baseUrl}${path}`, init),
    startServer: () => Promise.reject(new Error('the replicas are fixed')),
  });

  beforeAll(async () => {
    database = await createServerDatabase(serverAdminUrl ?? '');
    stripe = await startFakeStripe(WEBHOOK_SECRET);
    const env = {
      DATABASE_URL: database.url,
      // One key, so a download link signed by one replica is taken by the other.
      EP_LINK_SECRET: 'replicas-share-one-download-link-key',
      STRIPE_SECRET_KEY: 'sk_test_replicas',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      EXPIRY_SWEEP_INTERVAL_SECONDS: '1',
      CHECKOUT_SESSIONS_PER_MINUTE: '10000',
      CART_CREATIONS_PER_MINUTE: '10000',
      ORDER_LOOKUPS_PER_MINUTE: '3',
      TRUST_PROXY: 'loopback',
    };
    // Both at once on an empty database: migrations and the seed must take turns by themselves.
    replicas.push(...(await Promise.all([startReplica('a', env), startReplica('b', env)])));
    contexts.push(...replicas.map(contextOf));
    handle = await openDatabase({ driver: 'postgres', url: database.url }, silentLogger);
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all(replicas.map((replica) => replica.stop()));
    await handle?.close();
    await database?.drop();
    await stripe?.close();
    // A clean shutdown (outbox drained, database closed) exits 0.
    expect(codes).toEqual(replicas.map(() => 0));
  });

  async function newProduct(units: number) {
    const product = await createProduct(handle.kysely, { variants: [{ inventoryAvailable: units }] });
    return { product, line: { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 } };
  }

  it('holds one rate-limit allowance across both replicas', async () => {
    const lookUp = (replica: ApiTestContext) =>
      replica.fetch('/api/orders/PS-000000-XXXX', { headers: { 'x-forwarded-for': '192.0.2.10' } });
    const statuses = [await lookUp(a()), await lookUp(b()), await lookUp(a()), await lookUp(b())];
    expect(statuses.map((response) => response.status)).toEqual([404, 404, 404, 429]);
  });

  it('keeps a customer signed in on both replicas, with one CSRF token, and signed out on both', async () => {
    const onA = browser(a());
    const { email } = await registerCustomer(onA, {}, [a().outboxDir, b().outboxDir]);
    const onB = browser(a(), b().baseUrl);
    onA.jar.forEach((cookie, name) => onB.jar.set(name, cookie));
    const sessionOnB = await onB.session<{ user: { email: string } | null; csrfToken: string }>();
    expect(sessionOnB.user?.email).toBe(email);
    expect((await onB.post('/api/account/logout')).status).toBe(200);
    expect((await onA.session<{ user: unknown; csrfToken: string }>()).user).toBeNull();
  });

  it('shares carts: a cart made on one replica is read and changed on the other', async () => {
    const { line } = await newProduct(10);
    const shopper = await readyToPay(a(), [line]);
    const onB = (path: string, init: RequestInit = {}) =>
      b().fetch(path, {
        ...init,
        headers: { 'x-session-id': shopper.browserSessionId, 'Content-Type': 'application/json' },
      });
    const cartOnB = (await (await onB('/api/cart')).json()) as { items: { id: number; quantity: number }[] };
    expect(cartOnB.items).toHaveLength(1);
    const itemId = cartOnB.items[0]?.id ?? 0;
    expect(
      (await onB(`/api/cart/items/${itemId}`, { method: 'PUT', body: JSON.stringify({ quantity: 3 }) })).status,
    ).toBe(200);
    const cartOnA = (await (await shopper.cart.get()).json()) as { items: { quantity: number }[] };
    expect(cartOnA.items.map((item) => item.quantity)).toEqual([3]);
  });

  it('sells exactly the units in stock when buyers race on both replicas', async () => {
    const units = 3;
    const { line } = await newProduct(units);
    const shoppers: CheckoutClient[] = [];
    for (let index = 0; index < 10; index += 1) shoppers.push(await readyToPay(index % 2 ? b() : a(), [line]));
    const answers = await Promise.all(shoppers.map((shopper) => shopper.createOrder(pay)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(units);
    expect(statuses.filter((status) => status === 409)).toHaveLength(shoppers.length - units);
    expect(await unitsLeft(handle.kysely, line.variantId)).toBe(0);
    const orders = await handle.kysely
      .selectFrom('orderItems')
      .select('orderId')
      .where('variantId', '=', line.variantId)
      .execute();
    expect(orders).toHaveLength(units);
  });

  it('makes one order for one Idempotency-Key sent to both replicas at once', async () => {
    const { line } = await newProduct(5);
    const shopper = await readyToPay(a(), [line]);
    const key = randomUUID();
    const shown = await shopper.shownPrice();
    const createOn = (replica: ApiTestContext) =>
      replica.fetch('/api/checkout/create-order', {
        method: 'POST',
        headers: {
          'x-session-id': shopper.browserSessionId,
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
        },
        body: JSON.stringify({ sessionId: shopper.checkoutSessionId, ...shown, ...pay }),
      });
    const answers = await Promise.all([createOn(a()), createOn(b())]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const numbers = await Promise.all(
      answers.map(async (answer) => createOrderResponseSchema.parse(await answer.json())),
    );
    expect(new Set(numbers.map((body) => body.orderNumber)).size).toBe(1);
    const orders = await handle.kysely.selectFrom('orders').select('id').where('idempotencyKey', '=', key).execute();
    expect(orders).toHaveLength(1);
    expect(await unitsLeft(handle.kysely, line.variantId)).toBe(4);
  });

  it("drops a replica's cached catalog when the other replica or the database changes it", async () => {
    const { product, line } = await newProduct(4);
    const shown = async (replica: ApiTestContext) => {
      const { product: page } = productResponseSchema.parse(
        await (await replica.fetch(`/api/products/${product.slug}`)).json(),
      );
      return { stock: page.totalStock, price: page.basePrice };
    };
    for (const replica of [a(), b(), a(), b()]) expect(await shown(replica)).toEqual({ stock: 4, price: 25 });

    const buyer = await readyToPay(a(), [line]);
    expect((await buyer.createOrder(pay)).status).toBe(201);
    await expect.poll(() => shown(b())).toEqual({ stock: 3, price: 25 });

    await handle.kysely.updateTable('products').set({ basePriceCents: 3100 }).where('id', '=', product.id).execute();
    await expect.poll(() => shown(a())).toEqual({ stock: 3, price: 31 });
    await expect.poll(() => shown(b())).toEqual({ stock: 3, price: 31 });
  });

  it('sends every confirmation exactly once between the two replicas', async () => {
    const confirmed = await handle.kysely
      .selectFrom('orders')
      .select('orderNumber')
      .where('status', '=', 'confirmed')
      .execute();
    expect(confirmed.length).toBeGreaterThanOrEqual(5);
    const pending = () => handle.kysely.selectFrom('mailOutbox').select('id').where('status', '!=', 'sent').execute();
    await expect.poll(pending, { timeout: 15_000 }).toEqual([]);
    const mails = [...(await readOutbox(a().outboxDir)), ...(await readOutbox(b().outboxDir))];
    for (const { orderNumber } of confirmed) {
      expect(mails.filter((mail) => mail.includes(`Subject: Order confirmed: ${orderNumber}`))).toHaveLength(1);
    }
  });

  it('sweeps abandoned checkouts once: each hold is released by one replica, and the checkout is gone on both', async () => {
    const { line } = await newProduct(10);
    const abandoned: { shopper: CheckoutClient; intentId: string }[] = [];
    for (let index = 0; index < 6; index += 1) {
      const shopper = await readyToPay(index % 2 ? b() : a(), [line]);
      // Held at Stripe, as when a replica died between the hold and the order.
      const { body } = stripe.createIntent({
        amount: 2500,
        metadata: { checkoutSessionId: shopper.checkoutSessionId },
      });
      const intentId = (body as { id: string }).id;
      await paymentHolds.record(handle.kysely, shopper.checkoutSessionId, intentId);
      abandoned.push({ shopper, intentId });
    }
    const ids = abandoned.map(({ shopper }) => shopper.checkoutSessionId);
    await handle.kysely
      .updateTable('checkoutSessions')
      .set({ updatedAt: sql<Date>`now() - interval '25 hours'` })
      .where('id', 'in', ids)
      .execute();

    const holdsLeft = () =>
      handle.kysely.selectFrom('paymentHolds').select('paymentId').where('checkoutSessionId', 'in', ids).execute();
    await expect.poll(holdsLeft, { timeout: 15_000 }).toEqual([]);
    for (const { intentId } of abandoned) {
      const calls = stripe.requests.filter((request) => request.path.startsWith(`/v1/payment_intents/${intentId}`));
      expect(calls.filter((call) => call.path.endsWith('/cancel'))).toHaveLength(1);
      expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
      expect(stripe.intents.get(intentId)?.status).toBe('canceled');
    }
    for (const [index, { shopper }] of abandoned.entries()) {
      const other = index % 2 ? a() : b();
      const answer = await other.fetch(`/api/checkout/session/${shopper.checkoutSessionId}`, {
        headers: { 'x-session-id': shopper.browserSessionId },
      });
      await expectError(answer, 404);
    }
  });
});
