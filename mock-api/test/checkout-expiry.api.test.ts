import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/tables';
import { paymentHolds } from '../src/modules/checkout/payment-holds-repository';
import { createExpirySweeper } from '../src/modules/expiry/expiry-sweeper';
import type { PaymentProvider } from '../src/modules/payments/payment-provider';
import { createSandboxProvider } from '../src/modules/payments/sandbox-provider';
import { expectError } from './support/cart-client';
import { ownClient } from './support/client-address';
import { readyToPay, viaServer, type CheckoutClient } from './support/checkout-client';
import { silentLogger } from './support/databases';
import { createProduct } from './support/factories';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

/** The sandbox, counting how often each payment was released; releases take a moment, as a real provider's do. */
function countingSandbox() {
  const sandbox = createSandboxProvider();
  const releases = new Map<string, number>();
  const provider: PaymentProvider = {
    ...sandbox,
    async cancel(paymentId) {
      releases.set(paymentId, (releases.get(paymentId) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await sandbox.cancel(paymentId);
    },
  };
  return { provider, releases };
}

const payments = countingSandbox();
const TTL_HOURS = 24;

const sweeperOn = (db: Db) =>
  createExpirySweeper(db, payments.provider, silentLogger, {
    checkoutSessionTtlHours: TTL_HOURS,
    cartTtlDays: 30,
    expirySweepIntervalSeconds: 60,
    limits: { emptyCartTtlHours: 2 },
  });

/** A checkout at the payment step whose card is held, as when the process died before the order was written. */
async function checkoutWithHold(api: ApiTestContext): Promise<{ shopper: CheckoutClient; paymentId: string }> {
  const product = await createProduct(api.db);
  const shopper = await readyToPay(api, [
    { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 },
  ]);
  const payment = await payments.provider.authorize({
    amountCents: 2500,
    idempotencyKey: randomUUID(),
    methodType: 'card',
    paymentMethodId: 'pm_card_visa',
    description: 'test hold',
    metadata: { checkoutSessionId: shopper.checkoutSessionId, idempotencyKey: randomUUID() },
  });
  await paymentHolds.record(api.db, shopper.checkoutSessionId, payment.id);
  return { shopper, paymentId: payment.id };
}

async function age(db: Db, shopper: CheckoutClient, hours: number): Promise<void> {
  const past = sql<Date>`now() - ${hours} * interval '1 hour'`;
  await db
    .updateTable('checkoutSessions')
    .set({ updatedAt: past })
    .where('id', '=', shopper.checkoutSessionId)
    .execute();
  await db.updateTable('carts').set({ updatedAt: past }).where('sessionId', '=', shopper.browserSessionId).execute();
}

// The suite's server sweeps nothing by itself: each test runs its sweepers when it chooses.
describeEachDatabase(
  'checkout expiry',
  (api) => {
    it('deletes an abandoned checkout and releases its hold; later calls answer 404; live and completed ones stay', async () => {
      const abandoned = await checkoutWithHold(api);
      const live = await checkoutWithHold(api);
      const product = await createProduct(api.db);
      const completed = await readyToPay(api, [
        { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 },
      ]);
      expect((await completed.createOrder()).status).toBe(201);
      await age(api.db, abandoned.shopper, TTL_HOURS + 1);
      await age(api.db, live.shopper, TTL_HOURS - 1);
      await age(api.db, completed, TTL_HOURS + 1);

      const result = await sweeperOn(api.db).sweep();

      expect(result).toMatchObject({ checkouts: 1, holdsReleased: 1 });
      expect(payments.releases.get(abandoned.paymentId)).toBe(1);
      expect(await payments.provider.findAuthorized(abandoned.paymentId)).toBeNull();
      expect(payments.releases.has(live.paymentId)).toBe(false);
      expect(await payments.provider.findAuthorized(live.paymentId)).not.toBeNull();
      const holds = await api.db.selectFrom('paymentHolds').select('paymentId').execute();
      expect(holds.map((hold) => hold.paymentId)).not.toContain(abandoned.paymentId);
      expect(holds.map((hold) => hold.paymentId)).toContain(live.paymentId);

      const gone = await expectError(await abandoned.shopper.getSession(), 404);
      expect(gone.message).toBe('Checkout session not found');
      await expectError(await abandoned.shopper.updateSession({ shippingMethod: 'express' }), 404);
      await expectError(await abandoned.shopper.createOrder(), 404);
      expect((await live.shopper.getSession()).status).toBe(200);
      const history = (await (await completed.getSession()).json()) as { session: { status: string } };
      expect(history.session.status).toBe('completed');
      // The browser starts over the way spec 3 §7 says: the same id, created anew.
      expect((await abandoned.shopper.createSession()).status).toBe(201);
    });

    it('deletes carts untouched past their time to live, and only those', async () => {
      const product = await createProduct(api.db);
      const line = { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 };
      const stale = await readyToPay(api, [line]);
      const fresh = await readyToPay(api, [line]);
      await age(api.db, stale, 31 * 24);
      await age(api.db, fresh, 29 * 24);

      const result = await sweeperOn(api.db).sweep();

      expect(result.carts).toBe(1);
      const staleCart = (await (await stale.cart.get()).json()) as { items: unknown[] };
      const freshCart = (await (await fresh.cart.get()).json()) as { items: unknown[] };
      expect(staleCart.items).toEqual([]);
      expect(freshCart.items).toHaveLength(1);
    });

    it('releases each hold once when two sweepers run at the same time', async () => {
      const abandoned = [];
      for (let index = 0; index < 8; index += 1) abandoned.push(await checkoutWithHold(api));
      for (const { shopper } of abandoned) await age(api.db, shopper, TTL_HOURS + 2);

      const [first, second] = await Promise.all([sweeperOn(api.db).sweep(), sweeperOn(api.db).sweep()]);

      expect(first.checkouts + second.checkouts).toBe(8);
      expect(first.holdsReleased + second.holdsReleased).toBe(8);
      for (const { paymentId } of abandoned) expect(payments.releases.get(paymentId)).toBe(1);
    });

    it('limits how many checkout sessions one client may start in a minute', async () => {
      const client = ownClient();
      const limited = viaServer(api, await api.startServer({ CHECKOUT_SESSIONS_PER_MINUTE: '2', ...client.env }));
      const browser = randomUUID();
      const start = () =>
        limited.fetch('/api/checkout/session', {
          method: 'POST',
          headers: { 'x-session-id': browser, 'Content-Type': 'application/json', ...client.headers },
          body: JSON.stringify({ sessionId: randomUUID() }),
        });
      expect((await start()).status).toBe(201);
      expect((await start()).status).toBe(201);
      const refused = await start();
      const body = await expectError(refused, 429);
      expect(body.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  },
  { overrides: { backgroundWork: false, payments: payments.provider } },
);
