import { expect, test } from '@playwright/test';
import { recordConsent } from './support/visitor';

const UNKNOWN_PAGES = [
  ['/store/no-such-product', 'Product Not Found'],
  ['/store/category/nope', 'Category Not Found'],
  ['/no-such-page', '404 Page Not Found'],
] as const;

test.beforeEach(({ page }) => recordConsent(page));

for (const [path, heading] of UNKNOWN_PAGES) {
  test(`when a visitor or crawler opens ${path}, then it answers HTTP 404 with noindex and shows ${heading}`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
}

test('when a visitor opens a real product, category or search page, then it answers 200 without noindex', async ({
  page,
  request,
}) => {
  const { products } = await (await request.get('/api/products?limit=1')).json();
  for (const path of [`/store/${products[0].slug}`, '/store/category/hoodies', '/store/search?q=tee', '/contact']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['x-robots-tag'], path).toBeUndefined();
  }
});
