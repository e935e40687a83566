import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { browser, parseSetCookie, registerCustomer, type Browser } from './support/browser';
import { capturedLog } from './support/captured-log';
import { cards, guest, readyToPay } from './support/checkout-client';
import { createProduct } from './support/factories';
import { describeEachDatabase } from './support/suite';

const SHELL_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Panic Squad</title></head>' +
  '<body><div id="root"></div></body></html>';
const asBrowser = { headers: { Accept: 'text/html' } };

/**
 * A stand-in for the shell's Node build: draws the page's remote and path, then the order numbers
 * of whatever personal data it was given (on the checkout, the note naming the customer), and
 * embeds that data as the real one does; it counts its drawings, so a page served from the screen
 * cache shows as one not drawn.
 */
const SHELL_BUNDLE = `
exports.build = 'shell-1';
exports.renderFirstScreen = async (path, entry, origin, personal = []) => {
  entry.element(null);
  globalThis.accountDrawings = (globalThis.accountDrawings ?? 0) + 1;
  const orders = personal.flatMap((query) => (query.key[0] === 'orders' ? query.data.orders ?? [query.data.order] : []));
  const numbers = orders.map((order) => ' ' + order.orderNumber).join('');
  const customer = entry.remote === 'mf_checkout' && personal.find((query) => query.key[1] === 'drawn-for');
  const note = customer ? ' Signed in as ' + customer.data.email : '';
  return { html: '<main>' + entry.remote + ' ' + path + numbers + note + '</main>', styles: '', queries: personal };
};`;

const remoteBundle = (remote: string) => `
exports.prerenderEntry = { remote: '${remote}', build: '1', setApiOrigin() {}, element() { return null; } };`;

const drawings = () => (globalThis as { accountDrawings?: number }).accountDrawings ?? 0;

let siteDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'ps-personal-screen-'));
  const shellDist = path.join(siteDir, 'shell', 'dist');
  await mkdir(path.join(shellDist, 'prerender'), { recursive: true });
  await writeFile(path.join(shellDist, 'index.html'), SHELL_PAGE);
  await writeFile(path.join(shellDist, 'prerender', 'prerender.cjs'), SHELL_BUNDLE);
  for (const remote of ['mf_account', 'mf_checkout']) {
    const prerender = path.join(siteDir, remote.replace('_', '-'), 'dist', 'prerender');
    await mkdir(prerender, { recursive: true });
    await writeFile(path.join(prerender, 'prerender.cjs'), remoteBundle(remote));
  }
});

afterAll(() => rm(siteDir, { recursive: true, force: true }));

/** The page's first screen (inside #root) and its embedded queries, or nulls. */
function firstScreenOf(html: string) {
  const root =
    /<div id="root" inert>([\s\S]*?)<\/div><script type="application\/json" id="ps-first-screen">(.*?)<\/script>/.exec(
      html,
    );
  const data = root ? (JSON.parse(root[2] ?? '') as { queries: { key: unknown[]; data: unknown }[] }) : null;
  return { markup: root?.[1] ?? null, queries: data?.queries ?? null };
}

describeEachDatabase('a signed-in customer’s order history and orders drawn by the server for them alone', (api) => {
  let site: string;

  beforeAll(async () => {
    site = await api.startServer({ SITE_DIST_DIR: siteDir, FIRST_SCREEN_TIMEOUT_MS: '5000' });
  });

  /** A customer signed in on `site`, with one order placed while signed in. */
  async function customerWithAnOrder() {
    const page = browser(api, site);
    const { email } = await registerCustomer(page);
    const product = await createProduct(api.db);
    const line = { productId: product.id, variantId: product.variantIds[0] ?? 0, quantity: 1 };
    const buyer = guest();
    const shopper = await readyToPay(api, [line], { browserSessionId: page.state.cartSessionId, customer: buyer });
    const placed = await shopper.createOrder({ card: cards.visa }, { cookie: page.cookieHeader('/api/checkout') });
    expect(placed.status).toBe(201);
    const { orderNumber } = (await placed.json()) as { orderNumber: string };
    return { page, email, orderNumber, buyerEmail: buyer.email };
  }

  const ordersPage = (page: Browser) => page.get('/account/orders', asBrowser);
  const signedOutPage = () => fetch(`${site}/account/orders`, asBrowser);

  it('when a customer signs in, then a page cookie with the same session is set for the account pages only, strict', async () => {
    const page = browser(api, site);
    await registerCustomer(page);
    const cookie = page.state.lastSetCookies.map(parseSetCookie).find(({ name }) => name === 'ps_page_session');
    expect(cookie?.value).toBe(page.jar.get('ps_session')?.value);
    expect(cookie?.attrs.get('path')).toBe('/account');
    expect(cookie?.attrs.get('samesite')).toBe('Strict');
    expect(cookie?.attrs.has('httponly')).toBe(true);
  });

  it('when a signed-in customer opens their orders, then the HTML carries their orders, private and never stored', async () => {
    const { page, email, orderNumber } = await customerWithAnOrder();
    const response = await ordersPage(page);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { markup, queries } = firstScreenOf(await response.text());
    expect(markup).toBe(`<main>mf_account /account/orders ${orderNumber}</main>`);
    expect(queries).toEqual([
      { key: ['account', 'drawn-for'], data: { email, name: 'Jane Doe' } },
      {
        key: ['orders', 'list', { page: 1, account: email }],
        data: expect.objectContaining({ pagination: { total: 1, hasMore: false } }) as unknown,
      },
    ]);
  });

  it("when another customer or a signed-out visitor opens the page, then they never get the first customer's orders", async () => {
    const first = await customerWithAnOrder();
    const second = await customerWithAnOrder();
    expect(firstScreenOf(await (await ordersPage(first.page)).text()).markup).toContain(first.orderNumber);

    const others = firstScreenOf(await (await ordersPage(second.page)).text());
    expect(others.markup).toBe(`<main>mf_account /account/orders ${second.orderNumber}</main>`);
    expect(JSON.stringify(others.queries)).not.toContain(first.orderNumber);
    expect(JSON.stringify(others.queries)).not.toContain(first.email);

    const signedOut = await signedOutPage();
    expect(signedOut.headers.get('cache-control')).toBe('no-cache');
    const shared = firstScreenOf(await signedOut.text());
    expect(shared.markup).toBe('<main>mf_account /account/orders</main>');
    expect(shared.queries).toEqual([]);
  });

  it('when personal pages are drawn, then the shared screen cache neither serves nor keeps them', async () => {
    const { page, orderNumber } = await customerWithAnOrder();
    await signedOutPage();
    // The shared page is kept now: asking again draws nothing.
    let before = drawings();
    expect(firstScreenOf(await (await signedOutPage()).text()).markup).toBe('<main>mf_account /account/orders</main>');
    expect(drawings()).toBe(before);

    before = drawings();
    expect(firstScreenOf(await (await ordersPage(page)).text()).markup).toContain(orderNumber);
    expect(firstScreenOf(await (await ordersPage(page)).text()).markup).toContain(orderNumber);
    expect(drawings() - before).toBe(2);

    before = drawings();
    expect(firstScreenOf(await (await signedOutPage()).text()).markup).toBe('<main>mf_account /account/orders</main>');
    expect(drawings()).toBe(before);
  });

  it('when the customer signs out, or the cookie names no session, then the page is the shared one', async () => {
    const { page, orderNumber } = await customerWithAnOrder();
    const stolen = page.jar.get('ps_page_session')?.value ?? '';
    expect((await page.post('/api/account/logout')).status).toBe(200);
    expect(page.jar.has('ps_page_session')).toBe(false);
    const replay = await fetch(`${site}/account/orders`, {
      headers: { Accept: 'text/html', cookie: `ps_page_session=${stolen}` },
    });
    expect(replay.headers.get('cache-control')).toBe('no-cache');
    expect(await replay.text()).not.toContain(orderNumber);
    const madeUp = await fetch(`${site}/account/orders`, {
      headers: { Accept: 'text/html', cookie: `ps_page_session=${'x'.repeat(43)}` },
    });
    expect(firstScreenOf(await madeUp.text()).markup).toBe('<main>mf_account /account/orders</main>');
  });

  it('when a signed-in customer opens another account page, then it is the shared page', async () => {
    const { page, orderNumber } = await customerWithAnOrder();
    const response = await page.get(`/account/orders/${orderNumber}/return`, asBrowser);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(firstScreenOf(await response.text()).queries).toEqual([]);
  });

  const detailPage = (page: Browser, orderNumber: string) => page.get(`/account/orders/${orderNumber}`, asBrowser);

  it('when a signed-in customer opens one of their orders, then the HTML carries that order in full, private and never stored', async () => {
    const { page, email, orderNumber, buyerEmail } = await customerWithAnOrder();
    const response = await detailPage(page, orderNumber);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { markup, queries } = firstScreenOf(await response.text());
    expect(markup).toBe(`<main>mf_account /account/orders/${orderNumber} ${orderNumber}</main>`);
    // The key mf-account's lookup gives a signed-in customer: their account, no browser session id.
    expect(queries).toEqual([
      { key: ['account', 'drawn-for'], data: { email, name: 'Jane Doe' } },
      {
        key: ['orders', 'lookup', orderNumber, { account: email }],
        data: {
          masked: false,
          order: expect.objectContaining({
            orderNumber,
            customerInfo: expect.objectContaining({ email: buyerEmail, name: 'Jane Doe' }) as unknown,
          }) as unknown,
        },
      },
    ]);
    // As the page reads it from its route: any case, and the same order under the same key.
    const typed = firstScreenOf(await (await detailPage(page, orderNumber.toLowerCase())).text());
    expect(typed.queries?.[1]?.key).toEqual(['orders', 'lookup', orderNumber, { account: email }]);
  });

  it("when another customer or a signed-out visitor opens a customer's order page, then they get the shared frame with nothing of the order", async () => {
    const first = await customerWithAnOrder();
    const second = await customerWithAnOrder();
    const shared = `<main>mf_account /account/orders/${first.orderNumber}</main>`;

    for (const response of [
      await detailPage(second.page, first.orderNumber),
      await fetch(`${site}/account/orders/${first.orderNumber}`, asBrowser),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(firstScreenOf(html)).toEqual({ markup: shared, queries: [] });
      expect(html).not.toContain(first.email);
      expect(html).not.toContain(first.buyerEmail);
      expect(html).not.toContain('Jane Doe');
    }
  });

  it('when a signed-in customer opens an order number that names no order, or no number at all, then the page is the shared frame', async () => {
    const { page } = await customerWithAnOrder();
    for (const path of ['/account/orders/PS-2026-ZZZZZZ', '/account/orders/not-a-number']) {
      const response = await page.get(path, asBrowser);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(firstScreenOf(await response.text()).queries).toEqual([]);
    }
  });
});

describeEachDatabase('a signed-in customer’s checkout drawn by the server for them alone', (api) => {
  const log = capturedLog();
  let site: string;

  beforeAll(async () => {
    site = await api.startServer({ SITE_DIST_DIR: siteDir, FIRST_SCREEN_TIMEOUT_MS: '5000' }, { logger: log.logger });
  });

  async function signedInCustomer() {
    const page = browser(api, site);
    const { email } = await registerCustomer(page);
    return { page, email };
  }

  const checkoutPage = (page: Browser) => page.get('/checkout', asBrowser);
  const sharedCheckout = '<main>mf_checkout /checkout</main>';

  it('when a customer signs in, then a page cookie with the same session is set for the checkout pages only, strict', async () => {
    const { page } = await signedInCustomer();
    const cookie = page.state.lastSetCookies
      .map(parseSetCookie)
      .find(({ name }) => name === 'ps_checkout_page_session');
    expect(cookie?.value).toBe(page.jar.get('ps_session')?.value);
    expect(cookie?.attrs.get('path')).toBe('/checkout');
    expect(cookie?.attrs.get('samesite')).toBe('Strict');
    expect(cookie?.attrs.has('httponly')).toBe(true);
    expect(cookie?.attrs.get('expires')).toBe(
      page.state.lastSetCookies
        .map(parseSetCookie)
        .find(({ name }) => name === 'ps_session')
        ?.attrs.get('expires'),
    );
  });

  it('when two signed-in customers open /checkout one after the other, then each gets their own note, private and never stored', async () => {
    const first = await signedInCustomer();
    const second = await signedInCustomer();

    const firstAnswer = await checkoutPage(first.page);
    expect(firstAnswer.status).toBe(200);
    expect(firstAnswer.headers.get('cache-control')).toBe('private, no-store');
    expect(firstScreenOf(await firstAnswer.text())).toEqual({
      markup: `<main>mf_checkout /checkout Signed in as ${first.email}</main>`,
      // The customer only: the cart and the checkout's session stay the browser's (decision 051).
      queries: [{ key: ['account', 'drawn-for'], data: { email: first.email, name: 'Jane Doe' } }],
    });

    const secondAnswer = await checkoutPage(second.page);
    expect(secondAnswer.headers.get('cache-control')).toBe('private, no-store');
    const html = await secondAnswer.text();
    expect(firstScreenOf(html).markup).toBe(`<main>mf_checkout /checkout Signed in as ${second.email}</main>`);
    expect(html).not.toContain(first.email);
  });

  it('when a signed-out visitor opens /checkout right after a customer, then they get the shared frame with no e-mail', async () => {
    const customer = await signedInCustomer();
    expect(await (await checkoutPage(customer.page)).text()).toContain(customer.email);
    const signedOut = await fetch(`${site}/checkout`, asBrowser);
    expect(signedOut.headers.get('cache-control')).toBe('no-cache');
    const html = await signedOut.text();
    expect(firstScreenOf(html)).toEqual({ markup: sharedCheckout, queries: [] });
    expect(html).not.toContain(customer.email);
  });

  it('when the customer signs out, then the checkout cookie is cleared and a replay of it gets the shared frame', async () => {
    const { page, email } = await signedInCustomer();
    const stolen = page.jar.get('ps_checkout_page_session')?.value ?? '';
    expect((await page.post('/api/account/logout')).status).toBe(200);
    const cleared = page.state.lastSetCookies
      .map(parseSetCookie)
      .find(({ name }) => name === 'ps_checkout_page_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.attrs.get('path')).toBe('/checkout');
    expect(new Date(cleared?.attrs.get('expires') ?? '').getTime()).toBeLessThanOrEqual(Date.now());
    expect(page.jar.has('ps_checkout_page_session')).toBe(false);

    const replay = await fetch(`${site}/checkout`, {
      headers: { Accept: 'text/html', cookie: `ps_checkout_page_session=${stolen}` },
    });
    expect(replay.headers.get('cache-control')).toBe('no-cache');
    const html = await replay.text();
    expect(firstScreenOf(html)).toEqual({ markup: sharedCheckout, queries: [] });
    expect(html).not.toContain(email);
  });

  it('when a signed-in customer opens a later checkout step, then it is the shared frame', async () => {
    const { page, email } = await signedInCustomer();
    const response = await page.get('/checkout/shipping', asBrowser);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).not.toContain(email);
  });

  it('when checkouts are drawn for customers, then the log holds none of their e-mails', async () => {
    const { page, email } = await signedInCustomer();
    expect(await (await checkoutPage(page)).text()).toContain(email);
    expect(log.text()).toContain('/checkout');
    expect(log.text()).not.toContain(email);
  });
});
