import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage } from './support/checkout';
import { firstProduct, htmlWithFirstScreen, waitUntilLive } from './support/first-screen';
import { placeOrder, type PlacedOrder } from './support/orders';
import { expectRemote, type RemoteDir } from './support/remotes';
import { giveSessionId } from './support/visitor';

// The page's own downloads only: the service worker's precache is for later visits (decision 029).
test.use({ serviceWorkers: 'block' });

/** The text of every script the page has downloaded since this call, so far. */
function scriptsSince(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

/** The text of every script the page downloads from now on, read once the network is quiet after a load. */
function recordScripts(page: Page): () => Promise<string[]> {
  const scripts = scriptsSince(page);
  return async () => {
    await page.waitForLoadState('networkidle');
    return scripts();
  };
}

/**
 * zod names its schema classes in strings that survive minification; only zod's own chunk carries this one
 * (react-hook-form's zod resolver names `$ZodError`, so that name would not do).
 */
const carriesZod = (scripts: string[]) => scripts.some((script) => script.includes('$ZodObject'));

/** Focus entering an e-mail field downloads the form's schema, which then judges what is typed (decision 030). */
async function expectSchemaOnFirstUse(page: Page, email: Locator) {
  const firstUse = scriptsSince(page);
  await email.focus();
  await expect.poll(async () => carriesZod(await firstUse())).toBe(true);
  await email.fill('not-an-email');
  await email.blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
}

const FAN_FIRST_SCREENS: [string, RemoteDir][] = [
  ['/', 'mf-landing'],
  ['/store', 'mf-store'],
  ['/cart', 'mf-checkout'],
];

for (const [route, remote] of FAN_FIRST_SCREENS) {
  test(`when a fan opens ${route}, then zod and the schemas are not downloaded`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(route);
    await expectRemote(page, remote);
    expect(carriesZod(await scripts())).toBe(false);
  });
}

test('when a shopper with a cart line opens /checkout, then zod arrives only once they start on the form', async ({
  page,
  request,
}) => {
  const [product] = (await allProducts(request)).filter((each) => (each.variants[0]?.inventory.available ?? 0) > 10);
  await addToCartFromProductPage(page, product!.slug);
  const firstScreen = recordScripts(page);
  await page.goto('/checkout');
  const email = page.getByLabel('Email');
  await expect(email).toBeEditable();
  expect(carriesZod(await firstScreen())).toBe(false);

  // Decision 030: focus entering the form downloads the schema, so the check above could see zod if it came.
  await expectSchemaOnFirstUse(page, email);
});

/** The account's order pages and tracking, opened by the browser that placed the order (decision 051, amended). */
const ORDER_FIRST_SCREENS: [string, (order: PlacedOrder) => string][] = [
  ['/track', () => '/track'],
  ['/account/orders', () => '/account/orders'],
  ['an order’s page', (order) => `/account/orders/${order.orderNumber}`],
];

for (const [name, pathOf] of ORDER_FIRST_SCREENS) {
  test(`when a shopper opens ${name}, then zod and the schemas are not downloaded`, async ({ page, request }) => {
    const sessionId = randomUUID();
    const order = await placeOrder(request, sessionId, `first-load-${sessionId.slice(0, 8)}@example.com`);
    await giveSessionId(page, sessionId);
    const scripts = recordScripts(page);
    await page.goto(pathOf(order));
    await expectRemote(page, 'mf-account');
    if (name !== '/track') await expect(page.getByText(order.orderNumber).first()).toBeVisible();
    expect(carriesZod(await scripts())).toBe(false);
  });
}

test('when another browser tracks an order, then zod arrives only once they start on the reveal form', async ({
  page,
  request,
}) => {
  const order = await placeOrder(request, randomUUID(), 'first-load-reveal@example.com');
  const firstScreen = recordScripts(page);
  await page.goto(`/track/${order.orderNumber}`);
  const email = page.getByLabel("Enter the order's email to see full details");
  await expect(email).toBeEditable();
  expect(carriesZod(await firstScreen())).toBe(false);

  await expectSchemaOnFirstUse(page, email);
});

/** Words only one store page's code carries: a tab of the product page, the store home's title. */
const PRODUCT_PAGE_CODE = 'Shipping & Returns';
const STORE_HOME_CODE = 'Official Merch Store';
/** An option of the xss library's filter, which the store no longer ships (decision 031). */
const SANITISER_CODE = 'stripIgnoreTagBody';

test('when a fan opens /store, then only the store home’s page code is downloaded, not the product page’s', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/store');
  await expectRemote(page, 'mf-store');
  const downloaded = (await scripts()).join('\n');
  expect(downloaded).toContain(STORE_HOME_CODE);
  expect(downloaded).not.toContain(PRODUCT_PAGE_CODE);
});

test('when a fan opens a product page, then neither the store home’s code nor an HTML sanitiser is downloaded', async ({
  page,
  request,
}) => {
  const product = await firstProduct(request);
  const scripts = recordScripts(page);
  await page.goto(`/store/${product.slug}`);
  await expectRemote(page, 'mf-store');
  const downloaded = (await scripts()).join('\n');
  expect(downloaded).toContain(PRODUCT_PAGE_CODE);
  expect(downloaded).not.toContain(STORE_HOME_CODE);
  expect(downloaded).not.toContain(SANITISER_CODE);
});

/** Words only the related products' code carries (its heading). */
const RELATED_PRODUCTS_CODE = 'You might also like';

test('when a fan opens a product page, then the related products’ code arrives only as they scroll to them, and the server’s cards become live', async ({
  page,
  request,
}) => {
  // A seeded product whose page is long, seen on a phone: a product another journey made, with a short page,
  // would show its related products in the first screen, where their code rightly loads at once.
  const product = { slug: 'heart-rate-hero-deluxe-box-set' };
  await page.setViewportSize({ width: 375, height: 667 });
  // The server's screen, as a running shop serves it: a cold server may leave the page to the browser.
  await htmlWithFirstScreen(request, `/store/${product.slug}`);
  const scripts = recordScripts(page);
  await page.goto(`/store/${product.slug}`);
  await waitUntilLive(page);
  expect((await scripts()).join('\n')).not.toContain(RELATED_PRODUCTS_CODE);
  const related = page.getByRole('list', { name: 'Related products' });
  await expect(related).toBeVisible();

  await related.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await scripts()).join('\n')).toContain(RELATED_PRODUCTS_CODE);
  const heart = related.getByRole('button', { name: /^Save .+ to wishlist$/ }).first();
  await heart.click();
  await expect(related.getByRole('button', { name: /^Remove .+ from wishlist$/ }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
