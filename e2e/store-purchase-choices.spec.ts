import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { allProducts, productLimitedToOne, productWithFirstVariantSoldOut, soldOutProduct } from './support/catalog';
import { giveSessionId, recordConsent } from './support/visitor';

// The consent banner (after 3 s) takes focus; these journeys are about the store.
test.beforeEach(({ page }) => recordConsent(page));

const card = (page: Page, name: string) => page.getByTestId('product-card').filter({ hasText: name });

test('when a tee is in stock but its first size is sold out, then its card offers Add to Cart and quick add asks for the size', async ({
  page,
  request,
}) => {
  const product = productWithFirstVariantSoldOut(await allProducts(request));
  await page.goto(`/store/category/${product.category.slug}`);
  const add = card(page, product.name).getByRole('button', { name: `Add to Cart: ${product.name}` });
  await expect(add).toBeEnabled();
  await expect(card(page, product.name)).not.toContainText('SOLD OUT');

  await add.click();
  const dialog = page.getByRole('dialog', { name: /^Choose .*size/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(product.name);
  // Nothing went into the cart until the fan chose.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(dialog.getByRole('radio', { checked: true }).first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(add).toBeFocused();
  await expect(card(page, product.name)).toContainText('In Cart');

  await add.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('when every variant of a product is sold out, then its card says Sold Out and cannot add it', async ({
  page,
  request,
}) => {
  const product = soldOutProduct(await allProducts(request));
  await page.goto(`/store/category/${product.category.slug}`);
  await expect(card(page, product.name).getByRole('button', { name: `Sold Out: ${product.name}` })).toBeDisabled();
  await expect(card(page, product.name).getByTestId('card-badges')).toContainText('SOLD OUT');
});

test('when a product is limited to one per order, then the page says so, the steppers stop at 1 and the API refuses a second', async ({
  page,
  request,
}) => {
  const sessionId = randomUUID();
  await giveSessionId(page, sessionId);
  const product = productLimitedToOne(await allProducts(request));
  await page.goto(`/store/${product.slug}`);
  await expect(page.getByTestId('purchase-limit')).toHaveText('Limit 1 per order');
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await expect(increase).toBeDisabled();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('purchase-limit')).toHaveText('Limit 1 per order: you already have 1 in your cart');
  await expect(page.getByRole('button', { name: 'Added to Cart (1)' })).toBeDisabled();

  const variant = product.variants.find((each) => each.inventory.available >= 2)!;
  const again = await request.post('/api/cart/items', {
    headers: { 'x-session-id': sessionId },
    data: { productId: product.id, variantId: variant.id, quantity: 1 },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ code: 'PURCHASE_LIMIT', message: /^Limit 1 per order/ });

  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: product.name });
  await expect(line.getByRole('spinbutton')).toHaveValue('1');
  await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
});
