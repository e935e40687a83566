import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/tables';
import { createExpirySweeper } from '../src/modules/expiry/expiry-sweeper';
import { createPaymentProvider } from '../src/modules/payments/create-payment-provider';
import { parseConfig } from '../src/config';
import { browser } from './support/browser';
import { cartClient, expectError } from './support/cart-client';
import { ownClient } from './support/client-address';
import { silentLogger } from './support/databases';
import { createProduct } from './support/factories';
import { describeEachDatabase, type ApiTestContext } from './support/suite';

/** What a script calling in a loop would do; each call once made a row kept for a day or a month. */
const LOOP = 40;

const rowsIn = async (db: Db, table: 'sessions' | 'carts') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const lineOf = async (api: ApiTestContext) => {
  const product = await createProduct(api.db);
  return { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 };
};

describeEachDatabase('rows anonymous callers can create', (api) => {
  it('when a script asks for the session in a loop, then no session row is made', async () => {
    const before = await rowsIn(api.db, 'sessions');
    for (let call = 0; call < LOOP; call += 1) {
      expect((await api.fetch('/api/account/session')).status).toBe(200);
      expect((await api.fetch('/api/admin/auth/session')).status).toBe(200);
    }
    expect(await rowsIn(api.db, 'sessions')).toBe(before);
  });

  it('when a visitor posts the sign-in form with its token, then the token is honoured without a session row', async () => {
    const page = browser(api);
    await page.session();
    const before = await rowsIn(api.db, 'sessions');
    const wrongPassword = { email: `nobody-${randomUUID()}@example.com`, password: 'not the password' };

    expect((await page.post('/api/account/login', wrongPassword)).status).toBe(401);
    expect((await page.post('/api/account/login', wrongPassword, { csrf: 'forged-token' })).status).toBe(403);
    expect((await browser(api).post('/api/account/login', wrongPassword, { csrf: null })).status).toBe(403);
    expect(await rowsIn(api.db, 'sessions')).toBe(before);
  });

  it('when one address adds to new carts in a loop, then past its limit it gets 429 and no more carts', async () => {
    const client = ownClient();
    const limited = await api.startServer({ CART_CREATIONS_PER_MINUTE: '3', ...client.env });
    const line = await lineOf(api);
    const add = (sessionId: string) =>
      fetch(`${limited}/api/cart/items`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-session-id': sessionId, ...client.headers },
        body: JSON.stringify(line),
      });
    const before = await rowsIn(api.db, 'carts');
    const first = randomUUID();
    const statuses = [];
    for (const sessionId of [first, ...Array.from({ length: 9 }, () => randomUUID())]) {
      statuses.push((await add(sessionId)).status);
    }

    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    const refused = await add(randomUUID());
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await expectError(refused, 429)).code).toBe('RATE_LIMITED');
    expect(await rowsIn(api.db, 'carts')).toBe(before + 3);
    // A cart the address already has takes more lines: only new carts count.
    expect((await add(first)).status).toBe(201);
  });

  it('when a cart has held no line for hours, then the sweep deletes it, while carts with lines stay', async () => {
    const line = await lineOf(api);
    const emptied = cartClient(api);
    const added = (await (await emptied.add(line)).json()) as { item: { id: number } };
    expect((await emptied.remove(added.item.id)).status).toBe(200);
    const kept = cartClient(api);
    expect((await kept.add(line)).status).toBe(201);
    const threeHoursAgo = sql<Date>`now() - interval '3 hours'`;
    await api.db
      .updateTable('carts')
      .set({ updatedAt: threeHoursAgo })
      .where('sessionId', 'in', [emptied.sessionId, kept.sessionId])
      .execute();

    const config = parseConfig({ NODE_ENV: 'test', EMPTY_CART_TTL_HOURS: '2' });
    await createExpirySweeper(api.db, createPaymentProvider(config), silentLogger, config).sweep();

    const left = await api.db
      .selectFrom('carts')
      .select('sessionId')
      .where('sessionId', 'in', [emptied.sessionId, kept.sessionId])
      .execute();
    expect(left.map((cart) => cart.sessionId)).toEqual([kept.sessionId]);
  });
});
