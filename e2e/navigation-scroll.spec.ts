import { expect, test } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { recordConsent } from './support/visitor';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

test.beforeEach(({ page }) => recordConsent(page));

test('when a fan on a phone taps the 10th card of a category, then the product opens at its top and Back returns to that card', async ({
  page,
  request,
}) => {
  const { categories } = await (await request.get('/api/categories?includeProductCount=true')).json();
  const category = [...categories].sort((a, b) => b.productCount - a.productCount)[0];
  expect(category.productCount).toBeGreaterThanOrEqual(10);

  await page.goto(`/store/category/${category.slug}`);
  await expectRemote(page, 'mf-store');
  const tenth = page.getByRole('list', { name: 'Products in this category' }).getByTestId('product-card').nth(9);
  await tenth.scrollIntoViewIfNeeded();
  await expect(tenth).toBeInViewport();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(740);

  const name = (await tenth.getByRole('heading').textContent()) ?? '';
  await tenth.getByRole('link', { name }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeAttached();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 2);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(listScroll + 2);
  await expect(tenth).toBeInViewport();
});
