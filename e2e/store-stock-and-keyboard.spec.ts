import { expect, test } from '@playwright/test';
import { allProducts, productWithColourSoldOutInOneSize, soldOutProduct } from './support/catalog';
import { recordConsent } from './support/visitor';
import { waitUntilLive } from './support/first-screen';

// The consent banner (after 3 s) takes focus; these journeys are about the store.
test.beforeEach(({ page }) => recordConsent(page));

test('when a product is sold out, then it cannot be added to the cart', async ({ page, request }) => {
  const product = soldOutProduct(await allProducts(request));
  await page.goto(`/store/${product.slug}`);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(page.getByTestId('stock-status')).toHaveText('Sold out');
});

test('when a fan uses only the keyboard, then the variant picker and the gallery work', async ({ page, request }) => {
  const { product } = productWithColourSoldOutInOneSize(await allProducts(request));
  await page.goto(`/store/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The server draws the page first: a key pressed before React takes it over is lost.
  await waitUntilLive(page);

  const sizeGroup = page.getByRole('group', { name: /^size:/ });
  const before = await sizeGroup.locator('legend').textContent();
  await sizeGroup.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(sizeGroup.locator('legend')).not.toHaveText(before!);

  const image = page.getByTestId('gallery-image');
  const firstSrc = await image.getAttribute('src');
  await page.getByRole('button', { name: 'Next image' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(image).not.toHaveAttribute('src', firstSrc!);

  await page.getByRole('button', { name: /Open image 2 of/ }).focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close image viewer' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const count = product.images.length;
  await expect(viewer).toContainText(`${(2 % count) + 1} / ${count}`);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.getByRole('tab', { name: 'Description' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(product.variants[0]!.sku);
});
