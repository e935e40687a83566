import { expect, test } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { recordConsent } from './support/visitor';

// These journeys fake the network with page.route, which never sees what a service worker answers
// (precached remote entries, cached catalog): they run without one.
test.use({ serviceWorkers: 'block' });

// The consent banner (after 3 s) takes focus; these journeys are about the store.
test.beforeEach(({ page }) => recordConsent(page));

test('when a fan opens the store, then categories and products come from the API', async ({ page, request }) => {
  const { categories } = await (await request.get('/api/categories?includeProductCount=true')).json();
  const { products } = await (await request.get('/api/products?limit=12&offset=0')).json();

  await page.goto('/store');
  await expectRemote(page, 'mf-store');
  const tiles = page.getByTestId('category-tiles').getByRole('link');
  await expect(tiles).toHaveCount(categories.length);
  await expect(tiles.first()).toContainText(categories[0].name);
  const cards = page.getByRole('list', { name: 'All products' }).getByTestId('product-card');
  await expect(cards).toHaveCount(12);
  await expect(cards.first()).toContainText(products[0].name);
});

test('when the catalog API fails, then the store shows the error with Try Again', async ({ page }) => {
  await page.route('**/api/products?**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":"UNAVAILABLE","message":"Down"}' }),
  );
  // Opened from the home page: a store page loaded directly arrives with its products in the HTML (decision 026).
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  const allProducts = page.getByRole('heading', { name: 'All products' }).locator('..');
  await expect(allProducts.getByRole('alert')).toContainText('Failed to load products');
  await expect(allProducts.getByRole('alert')).toContainText('Failed to fetch products');
  await page.unroute('**/api/products?**');
  await allProducts.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('list', { name: 'All products' }).getByTestId('product-card')).toHaveCount(12);
});
