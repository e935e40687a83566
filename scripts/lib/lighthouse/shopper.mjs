// The state `/cart`, `/checkout` and `/account/orders` are measured in (issue 24): a signed-in customer with a
// placed order and one line in the cart, set up through the API as a real visit would leave it, then handed to
// each fresh Chromium as its cookies and local storage before Lighthouse loads the page.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { loadCatalog, orderDraft, sandboxVisa, shippingAddress } from '../load-scenarios.mjs';

const MAIL_WAIT_MS = 30_000;

/** A fetch with a cookie jar, the session's CSRF token and the browser's session id, as the site's client sends. */
function apiClient(baseUrl) {
  const jar = new Map();
  const client = {
    jar,
    csrfToken: '',
    sessionId: randomUUID(),
    async call(method, route, body) {
      const response = await fetch(`${baseUrl}${route}`, {
        method,
        headers: {
          cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
          'x-csrf-token': client.csrfToken,
          'x-session-id': client.sessionId,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
  };
  return client;
}

/** The token of the newest confirm link mailed to `email` in the server's outbox (no SMTP in a perf run). */
async function confirmToken(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    for (const file of (await readdir(outbox).catch(() => [])).sort().reverse()) {
      const eml = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      const token = eml.includes(`To: ${email}`) && /\/account\/confirm\?token=([\w-]+)/.exec(eml)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No confirm mail to ${email} in ${outbox} within ${MAIL_WAIT_MS / 1000} s`);
}

/** Signs up and confirms a customer, places an order as them and leaves one line in their cart. */
export async function prepareShopper({ baseUrl, dataDir }) {
  const api = apiClient(baseUrl);
  const email = `perf-${randomUUID()}@example.com`;
  api.csrfToken = (await api.call('GET', '/api/account/session')).csrfToken;
  const password = `Perf ${randomBytes(12).toString('hex')}`;
  await api.call('POST', '/api/account/register', { email, password, firstName: 'Perf', lastName: 'Shopper' });
  const signedIn = await api.call('POST', '/api/account/confirm', { token: await confirmToken(dataDir, email) });
  api.csrfToken = signedIn.csrfToken;
  api.sessionId = signedIn.cartSessionId ?? api.sessionId;

  const [line] = (await loadCatalog(baseUrl)).variants;
  if (!line) throw new Error('No variant has stock enough for the shopper');
  await api.call('POST', '/api/cart/items', { ...line, quantity: 1 });
  const checkoutId = randomUUID();
  await api.call('POST', '/api/checkout/session', { sessionId: checkoutId });
  await api.call('PUT', `/api/checkout/session/${checkoutId}`, {
    customer: { email },
    shippingAddress,
    shippingMethod: 'standard',
  });
  const { session } = await api.call('PUT', `/api/checkout/session/${checkoutId}/order-draft`, orderDraft);
  await api.call('POST', '/api/checkout/create-order', {
    sessionId: checkoutId,
    expectedTotal: session.totals.total,
    priceVersion: session.priceVersion,
    card: sandboxVisa,
  });
  await api.call('POST', '/api/cart/items', { ...line, quantity: 1 });
  return { cookies: [...api.jar], sessionId: api.sessionId };
}

/**
 * Gives the Chromium on `port` the shopper's cookies and local storage (their browser session id, the signed-in
 * mark, and a consent choice made on an earlier visit: necessary only, so no banner covers the page), from a page
 * that runs no script.
 */
export async function giveShopperTo(port, baseUrl, shopper) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    await context.addCookies(shopper.cookies.map(([name, value]) => ({ name, value, url: baseUrl })));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate((sessionId) => {
      const consent = { allowTracking: false, allowPersonalization: false, allowMarketing: false };
      const record = { ...consent, allowAnalytics: false, consentDate: new Date().toISOString(), version: '1.0' };
      localStorage.setItem('ps_gdpr_consent', JSON.stringify(record));
      localStorage.setItem('ps_session_id', sessionId);
      // The mark the site keeps beside its HttpOnly session cookie (@ps/shared/account's account-session.ts).
      localStorage.setItem('ps_signed_in', '1');
    }, shopper.sessionId);
    await page.close();
  } finally {
    await browser.close();
  }
}
