import { expect, test } from '@playwright/test';
import { ORDER_NUMBER_EXAMPLE } from '@ps/shared/rules';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage } from './support/checkout';
import { bodyOf, consoleProblems, embeddedQueryKeys, waitUntilLive, htmlWithFirstScreen } from './support/first-screen';
import { recordConsent } from './support/visitor';

test.use({ serviceWorkers: 'block' });
test.beforeEach(({ page }) => recordConsent(page));

const FRAMES = [
  { path: '/cart', title: 'Your Cart', loading: 'Loading your cart…' },
  { path: '/checkout', title: 'Checkout', loading: 'Loading checkout…' },
  { path: '/account/orders', title: 'Your Orders', loading: 'Loading your orders…' },
];

/** What only a shopper's own cart, checkout, session or orders could say. */
const PERSONAL =
  /Your cart is empty|Proceed to Checkout|Order Summary|Sign out|placed from this browser|PS-\d{4}-[A-Z0-9]{6}/;
const PERSONAL_QUERIES = new Set(['cart', 'checkout', 'orders', 'account']);

for (const { path, title, loading } of FRAMES) {
  test(`when ${path} is fetched without JavaScript, then it has the site's frame and a loading state, and nothing personal`, async ({
    request,
  }) => {
    const html = await htmlWithFirstScreen(request, path);
    const body = bodyOf(html);
    expect(body).toMatch(/<header[ >]/);
    expect(body).toMatch(/<main[^>]*aria-busy="true"|role="status"/);
    expect(body).toContain(`>${title}</h1>`);
    expect(body).toContain(loading);
    // The search box's example number is the same for everyone.
    expect(body.replaceAll(ORDER_NUMBER_EXAMPLE, '')).not.toMatch(PERSONAL);
    expect(embeddedQueryKeys(html).filter(([entity]) => PERSONAL_QUERIES.has(String(entity)))).toEqual([]);
  });
}

test('when the cart page is fetched, then the response may be kept by nobody for later without asking, sets no cookie and keeps the CSP', async ({
  request,
}) => {
  await htmlWithFirstScreen(request, '/cart');
  const response = await request.get('/cart', { headers: { Accept: 'text/html' } });
  const headers = response.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'(;| )/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
});

test('when a shopper with an item opens the cart, then the frame turns into their cart without ever saying it is empty', async ({
  page,
  request,
}) => {
  const [product] = (await allProducts(request)).filter((each) => (each.variants[0]?.inventory.available ?? 0) > 10);
  await htmlWithFirstScreen(request, '/cart');
  await addToCartFromProductPage(page, product!.slug);
  // Records every text the page shows while it loads, from the server's markup on.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { seenTexts: seen });
    new MutationObserver(() => seen.add(document.body?.innerText ?? '')).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  const problems = consoleProblems(page);

  await page.goto('/cart');
  await waitUntilLive(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 3, name: product!.name })).toBeVisible();
  const seen = await page.evaluate(() => [...(window as unknown as { seenTexts: Set<string> }).seenTexts]);
  expect(seen.some((text) => text.includes('Loading your cart'))).toBe(true);
  expect(seen.filter((text) => text.includes('Your cart is empty'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('when /checkout is fetched without JavaScript, then its frame already draws the customer form, disabled, at its own size', async ({
  request,
}) => {
  const body = bodyOf(await htmlWithFirstScreen(request, '/checkout'));
  expect(body).toContain('>Your details</h2>');
  expect(body).toMatch(/<input[^>]*type="email"[^>]*disabled=""/);
  expect(body).toContain('Send me news about drops, tours and new music');
  expect(body).toMatch(/<button[^>]*disabled=""[^>]*>Continue to Shipping</);
});
