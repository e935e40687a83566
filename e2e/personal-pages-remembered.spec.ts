import { expect, test, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage, orderSummaryValue } from './support/checkout';
import { holdResponses } from './support/held-responses';
import { expectRemote } from './support/remotes';
import { recordConsent } from './support/visitor';

test.beforeEach(async ({ page }) => recordConsent(page));

/** A product in the cart, and the cart page seen once, so this browser remembers its lines. */
async function cartSeenOnce(page: Page, request: Parameters<typeof allProducts>[0]) {
  const product = (await allProducts(request)).find((each) => (each.variants[0]?.inventory.available ?? 0) > 10)!;
  await addToCartFromProductPage(page, product.slug);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ps_cart_lines'))).toContain(product.name);
  return product;
}

test('when the cart answers slowly, then the cart page shows the lines this browser holds, then the server’s figures', async ({
  page,
  request,
}) => {
  const product = await cartSeenOnce(page, request);
  const release = await holdResponses(page, /\/api\/cart$/);

  await page.goto('/cart');
  await expectRemote(page, 'mf-checkout');
  const remembered = page.getByTestId('remembered-cart-line');
  await expect(remembered).toHaveCount(1);
  await expect(remembered).toContainText(product.name);
  await expect(remembered).toContainText('Checking price…');
  await expect(page.getByText('Loading your cart…')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('$');
  await expect(page.getByRole('button', { name: /^Proceed to Checkout/ })).toBeDisabled();

  release();
  await expect(page.getByTestId('cart-line')).toContainText(/\$\d+\.\d{2} each/);
  await expect(remembered).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
});

test('when the checkout session answers slowly, then the summary lists the held lines without a figure until the server quotes', async ({
  page,
  request,
}) => {
  const product = await cartSeenOnce(page, request);
  const release = await holdResponses(page, /\/api\/checkout\/session/);

  await page.goto('/checkout');
  await expectRemote(page, 'mf-checkout');
  const summary = page.getByTestId('remembered-summary');
  await expect(summary).toContainText(`1 × ${product.name}`);
  await expect(summary).toContainText('Checking prices and totals…');
  await expect(summary).not.toContainText('$');

  release();
  await expect(orderSummaryValue(page, 'Total')).toContainText('$');
  await expect(summary).toHaveCount(0);
});

test('when the browser holds no lines for this session, then the cart page waits for the server as before', async ({
  page,
  request,
}) => {
  await cartSeenOnce(page, request);
  await page.evaluate(() => window.localStorage.setItem('ps_session_id', crypto.randomUUID()));
  const release = await holdResponses(page, /\/api\/cart$/);

  await page.goto('/cart');
  await expectRemote(page, 'mf-checkout');
  await expect(page.getByText('Loading your cart…')).toHaveCount(1);
  await expect(page.getByTestId('remembered-cart-line')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: /empty/i })).toBeVisible();
});
