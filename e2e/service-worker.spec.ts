import { expect, test } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage } from './support/checkout';
import { expectRemote } from './support/remotes';
import { cachedRequests, waitForControllingWorker } from './support/service-worker';
import { recordConsent } from './support/visitor';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await page.goto('/');
  await waitForControllingWorker(page);
});

test('when the network is gone after the worker took over, then pages open as the offline page and Retry brings the site back', async ({
  page,
  context,
}) => {
  await context.setOffline(true);
  await page.goto('/store');

  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText("Panic Squad's site can't be reached right now.")).toBeVisible();
  await expect(page).toHaveURL(/\/store$/);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Retry' }).click();
  await expectRemote(page, 'mf-store');
});

test('when a new version is deployed, then the page offers a reload and Reload hands the page to the new worker', async ({
  page,
}) => {
  // The next deploy, as the browser's update check finds it: another worker script for the site's scope.
  // (Playwright cannot intercept a worker's own script; that a redeploy changes /sw.js is an API test.)
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deploy=next'));

  const prompt = page.getByRole('status').filter({ hasText: 'New version available! Reload to update?' });
  await expect(prompt).toBeVisible();
  const pageStartedAt = await page.evaluate(() => performance.timeOrigin);
  // Not click(): after a setOffline in an earlier test, Playwright can miss the navigation of a reload
  // the page makes on its worker's signal, and click() would wait for it until the test times out.
  await prompt.getByRole('button', { name: 'Reload' }).dispatchEvent('click');

  // The reload is the page's own; asked while it happens, the old page may already be gone.
  const startedAt = () => page.evaluate(() => performance.timeOrigin).catch(() => pageStartedAt);
  await expect.poll(startedAt).not.toBe(pageStartedAt);
  await expectRemote(page, 'mf-landing');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?deploy=next$/);
});

test('when a fan shops and opens checkout, then catalog answers are cached and no cart, checkout or order answer ever is', async ({
  page,
  request,
}) => {
  const personalRequests: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (/^\/api\/(cart|checkout|orders)/.test(pathname)) personalRequests.push(`${sent.method()} ${pathname}`);
  });
  const product = (await allProducts(request)).find((candidate) => candidate.inStock)!;

  await addToCartFromProductPage(page, product.slug);
  await page.goto('/checkout');
  await expect(page.getByLabel('Email')).toBeEditable();
  await page.goto(`/track/PS-2025-AAAAAA`);
  // The history asks for its orders once the remote has drawn it; its answer must be in before the caches are read.
  const ordersAnswered = page.waitForResponse(
    (answer) => answer.request().method() === 'GET' && new URL(answer.url()).pathname === '/api/orders',
  );
  await page.goto('/account/orders');
  await expectRemote(page, 'mf-account');
  await ordersAnswered;

  // The personal answers did pass through the controlled page, so their absence below means something.
  expect(personalRequests.some((sent) => sent.startsWith('POST /api/cart'))).toBe(true);
  expect(personalRequests.some((sent) => sent.startsWith('GET /api/cart'))).toBe(true);
  expect(personalRequests.some((sent) => sent.startsWith('GET /api/checkout/session'))).toBe(true);
  expect(personalRequests.some((sent) => sent.startsWith('GET /api/orders'))).toBe(true);

  // A product page opened directly arrives drawn with its data, so the catalog read is made from the page here.
  await page.evaluate(async (slug) => (await fetch(`/api/products/${slug}`)).text(), product.slug);
  const kept = await cachedRequests(page);
  expect(kept).toContainEqual(expect.stringMatching(new RegExp(`^ps-catalog-v1 /api/products/${product.slug}$`)));
  expect(kept).toContainEqual(
    expect.stringMatching(/^workbox-precache-v2-\S+ \/remotes\/mf-store\/remoteEntry\.js\?__WB_REVISION__=/),
  );
  expect(kept).toContainEqual(expect.stringMatching(/^workbox-precache-v2-\S+ \/offline\.html/));
  expect(
    kept.filter((entry) => / \/api\//.test(entry) && !/ \/api\/(products|categories|art)(\/|\?|$)/.test(entry)),
  ).toEqual([]);
});

test('when half an hour passes, then the page has its worker delete the caches an older version left', async ({
  page,
}) => {
  await page.clock.install();
  await page.reload();
  await waitForControllingWorker(page);
  await page.evaluate(async () => {
    const old = await caches.open('ps-catalog-v0');
    await old.put('/api/products/old-shape', new Response('{}'));
  });

  // The page's timer starts once the worker is registered; each step moves its clock on by half an hour.
  await expect
    .poll(async () => {
      await page.clock.fastForward('30:00');
      return page.evaluate(() => caches.has('ps-catalog-v0'));
    })
    .toBe(false);
  expect(await page.evaluate(() => caches.keys())).toContainEqual(expect.stringMatching(/^workbox-precache-v2-/));
});
