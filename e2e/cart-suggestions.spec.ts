import { expect, test, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage } from './support/checkout';
import { ACCEPT_ALL, recordConsent, REJECT_ALL } from './support/visitor';

async function cartWithSuggestions(page: Page, request: Parameters<typeof allProducts>[0]) {
  const product = (await allProducts(request)).find((item) => (item.variants[0]?.inventory.available ?? 0) > 10)!;
  await addToCartFromProductPage(page, product.slug);
  await page.goto('/cart');
  const suggestions = page.getByRole('region', { name: 'Complete Your Look' });
  await expect(suggestions).toBeVisible();
  await page.getByRole('button', { name: 'Hide suggestions' }).click();
  await expect(suggestions).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  return suggestions;
}

test('when a shopper who allowed tracking hides Complete Your Look, then it stays hidden after a reload', async ({
  page,
  request,
}) => {
  await recordConsent(page, ACCEPT_ALL);
  const suggestions = await cartWithSuggestions(page, request);
  await expect(suggestions).toHaveCount(0);
});

test('when a shopper who refused tracking hides Complete Your Look, then nothing is kept and a reload shows it again', async ({
  page,
  request,
}) => {
  await recordConsent(page, REJECT_ALL);
  const suggestions = await cartWithSuggestions(page, request);
  await expect(suggestions).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('ps_cart_suggestions_hidden'))).toBeNull();
});
