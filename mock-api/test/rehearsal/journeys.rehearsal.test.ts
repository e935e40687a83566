import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductResponse } from '@ps/shared/console-schemas';
import { createOrderResponseSchema, productResponseSchema } from '@ps/shared/schemas';
import { productForm } from '../support/admin-products';
import { browser, GOOD_PASSWORD, signIn, uniqueEmail } from '../support/browser';
import { readyToPay } from '../support/checkout-client';
import { ordersOfCheckout, unitsLeft } from '../support/checkout-state';
import { ownClient } from '../support/client-address';
import { serverAdminUrl } from '../support/databases';
import { createCategory, createProduct } from '../support/factories';
import { linkTo } from '../support/newsletter-mail';
import { staffBrowser } from '../support/staff';
import type { ApiTestContext } from '../support/suite';
import { smtpMailsTo } from './mailbox';
import { startRehearsalStack, type RehearsalStack } from './stack';

/*
 * Journeys through nginx over two replicas that share only what production shares: PostgreSQL, the S3
 * bucket, EP_LINK_SECRET, the SMTP server and the payment provider. "On a" and "on b" go through nginx's
 * port pinned to that replica; "through the proxy" is the balanced site a visitor reaches.
 */

// Not 4190: fetch refuses that port (ManageSieve is on the Fetch standard's list of bad ports).
const BASE_PORT = Number(process.env.REHEARSAL_PORT ?? 4210);

if (!serverAdminUrl) {
  console.info('The rehearsal is skipped: it needs a PostgreSQL server; set TEST_DATABASE_URL (npm run rehearsal).');
}

describe.skipIf(!serverAdminUrl)('two API replicas behind nginx, as deploy/ runs them', () => {
  let stack: RehearsalStack;
  /** A client of the site at `baseUrl()`, asked anew at each request, so a journey can move a client. */
  const contextOf = (baseUrl: () => string): ApiTestContext => ({
    driver: 'postgres',
    get db() {
      return stack.db;
    },
    get baseUrl() {
      return baseUrl();
    },
    outboxDir: '',
    fetch: (pathname, init) => fetch(`${baseUrl()}${pathname}`, init),
    startServer: () => Promise.reject(new Error('the rehearsal runs its replicas itself')),
  });
  const onA = () => contextOf(() => stack.replicas.a.pinnedUrl);
  const onB = () => contextOf(() => stack.replicas.b.pinnedUrl);
  const throughProxy = () => contextOf(() => stack.url);
  const post = (api: ApiTestContext, pathname: string, body: unknown, headers: Record<string, string> = {}) =>
    api.fetch(pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    stack = await startRehearsalStack(serverAdminUrl ?? '', BASE_PORT);
  }, 180_000);

  let failed = false;
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') failed = true;
  });

  afterAll(async () => {
    if (!stack) return;
    const logs = Object.values(stack.replicas).map((replica) => `replica ${replica.name} said:\n${replica.output()}`);
    logs.push(`nginx said:\n${await stack.nginxErrorLog()}`);
    const codes = await stack.close();
    if (failed) console.info(logs.join('\n'));
    // A clean shutdown (requests finished, outbox drained, database closed) exits 0.
    expect(codes).toEqual({ a: 0, b: 0 });
  });

  it('when a customer signs in on one replica, then the other knows them, takes their CSRF token and signs them out', async () => {
    const email = uniqueEmail('rehearsal');
    const onFirst = browser(onA());
    await onFirst.session();
    const signUp = { email, password: GOOD_PASSWORD, firstName: 'Jane', lastName: 'Doe' };
    expect((await onFirst.post('/api/account/register', signUp)).status).toBe(202);
    const [confirmMail = ''] = await smtpMailsTo(stack.smtp.received, email, 'Confirm your e-mail');
    const token = new URL(linkTo(confirmMail, '/account/confirm')).searchParams.get('token');
    expect((await onFirst.post('/api/account/confirm', { token })).status).toBe(200);
    await onFirst.session();
    expect((await onFirst.post('/api/account/logout')).status).toBe(200);
    expect((await signIn(onFirst, email, GOOD_PASSWORD)).status).toBe(200);

    const onSecond = browser(onA(), stack.replicas.b.pinnedUrl);
    onFirst.jar.forEach((cookie, name) => onSecond.jar.set(name, cookie));
    const { csrfToken } = await onFirst.session<{ csrfToken: string }>();
    expect((await onSecond.get('/api/account/orders')).status).toBe(200);
    expect((await onSecond.post('/api/account/logout', undefined, { csrf: csrfToken })).status).toBe(200);
    expect((await onFirst.session<{ user: unknown; csrfToken: string }>()).user).toBeNull();
  });

  it('when a fan uploads a photo through one replica, then the other serves it from the bucket', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)]), 'front-row.jpg');
    form.append('caption', 'Front row');
    form.append('name', 'Robin');
    form.append('allowRepost', 'true');
    form.append('allowCommercialUse', 'false');
    const submitted = await onA().fetch('/api/fan-photos/submit', {
      method: 'POST',
      body: form,
      headers: ownClient().headers,
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    const { imageId } = await stack.db
      .selectFrom('fanPhotos')
      .select('imageId')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();

    const served = await onB().fetch(`/api/media/${imageId}-full.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
    for (const replica of Object.values(stack.replicas)) {
      expect(existsSync(path.join(replica.dataDir, 'media')), `${replica.name} kept no media on its disk`).toBe(false);
    }
  });

  it('when a fan confirms the newsletter on one replica, then the EP link it mails downloads from the other', async () => {
    const email = uniqueEmail('ep');
    const client = ownClient().headers;
    expect((await post(onA(), '/api/newsletter/signup', { email }, client)).status).toBe(200);
    const [confirmMail = ''] = await smtpMailsTo(stack.smtp.received, email, 'Confirm your Panic Squad subscription');
    const token = new URL(linkTo(confirmMail, '/newsletter/confirm')).searchParams.get('token');
    expect((await post(onA(), '/api/newsletter/confirm', { token }, client)).status).toBe(200);
    const [welcome = ''] = await smtpMailsTo(stack.smtp.received, email, 'Welcome to the Squad!');
    const link = new URL(linkTo(welcome, '/api/free-ep/download'));
    expect(link.origin).toBe(stack.url);

    const download = await onB().fetch(`${link.pathname}${link.search}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    link.searchParams.set('subscriber', String(Number(link.searchParams.get('subscriber')) + 1));
    expect((await onB().fetch(`${link.pathname}${link.search}`)).status).toBe(403);
  });

  it('when staff change a price on one replica, then the other shows the new price at once', async () => {
    // Repricing takes the catalog.reprice permission, which the seeded staff role does not hold (decision 070).
    const staff = await staffBrowser(onA(), 'admin');
    const categoryId = (await createCategory(stack.db)).id;
    const created = await staff.post('/api/admin/products', productForm(categoryId, { basePrice: 30 }));
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as AdminProductResponse;
    const priceOn = async (api: ApiTestContext) =>
      productResponseSchema.parse(await (await api.fetch(`/api/products/${product.slug}`)).json()).product.basePrice;
    expect([await priceOn(onA()), await priceOn(onB())]).toEqual([30, 30]);

    const bulk = await staff.post('/api/admin/products/bulk', {
      action: 'price',
      ids: [product.id],
      mode: 'percent',
      value: 10,
    });
    expect(bulk.status).toBe(200);
    // The catalog cache has no expiry: only the database's notification of the change can drop b's copy.
    await expect.poll(() => priceOn(onB()), { timeout: 5_000 }).toBe(33);
    expect(await priceOn(throughProxy())).toBe(33);
  });

  it('when a replica dies mid-checkout, then the retry through the proxy makes exactly one order and one payment', async () => {
    const { variantIds, id: productId } = await createProduct(stack.db, { variants: [{ inventoryAvailable: 5 }] });
    const variantId = variantIds[0] ?? 0;
    const site = { url: stack.url };
    const shopper = await readyToPay(
      contextOf(() => site.url),
      [{ productId, variantId, quantity: 1 }],
    );
    const pay = { paymentMethodId: 'pm_card_visa' };
    // As the payment step sends it: the checkout session id is the key, so placing the order again is a retry.
    const retryKey = { 'Idempotency-Key': shopper.checkoutSessionId };
    // Replica a takes the order and its machine dies once the payment is held, before it answers.
    stack.stripe.hooks.afterHold = async () => {
      stack.stripe.hooks.afterHold = undefined;
      await stack.replicas.a.kill();
    };
    site.url = stack.replicas.a.pinnedUrl;
    expect((await shopper.createOrder(pay, retryKey)).status).toBe(502);
    site.url = stack.url;
    const retried = await shopper.createOrder(pay, retryKey);
    expect(retried.status).toBe(201);
    const { orderNumber } = createOrderResponseSchema.parse(await retried.json());

    const orders = await ordersOfCheckout(stack.db, shopper.checkoutSessionId);
    expect(orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
    expect(await unitsLeft(stack.db, variantId)).toBe(4);
    const intents = [...stack.stripe.intents.values()].filter(
      (intent) => intent.metadata.checkout_session_id === shopper.checkoutSessionId,
    );
    expect(intents.map((intent) => intent.status)).toEqual(['succeeded']);
    const customerEmail = orders[0]?.customerEmail ?? '';
    expect(await smtpMailsTo(stack.smtp.received, customerEmail, `Order confirmed: ${orderNumber}`)).toHaveLength(1);

    // The replica comes back on its own data folder and shows the shopper the order it never answered.
    await stack.replicas.a.start();
    site.url = stack.replicas.a.pinnedUrl;
    expect((await shopper.lookUpOrder(orderNumber)).status).toBe(200);
  });
});
