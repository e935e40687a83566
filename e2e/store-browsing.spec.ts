import { expect, test } from '@playwright/test';
import { allProducts, productWithColourSoldOutInOneSize, productWithFewLeft } from './support/catalog';
import { expectRemote } from './support/remotes';
import { recordConsent } from './support/visitor';

// The consent banner (after 3 s) takes focus; these journeys are about the store.
test.beforeEach(({ page }) => recordConsent(page));

const prices = async (texts: string[]) => texts.map((text) => Number(/\$([\d,.]+)/.exec(text)?.[1]?.replace(',', '')));

test('when a fan goes from the store home to a category, then filters and sorting shape the grid and the URL', async ({
  page,
}) => {
  await page.goto('/store');
  await expectRemote(page, 'mf-store');
  await expect(page.getByRole('list', { name: 'Featured products' }).getByTestId('product-card')).toHaveCount(6);
  await expect(page.getByRole('list', { name: 'All products' }).getByTestId('product-card')).toHaveCount(12);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(page.getByRole('list', { name: 'All products' }).getByTestId('product-card')).toHaveCount(24);

  await page
    .getByTestId('category-tiles')
    .getByRole('link', { name: /Hoodies/ })
    .click();
  await expect(page).toHaveURL(/\/store\/category\/hoodies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoodies' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Store');

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  const grid = page.getByRole('list', { name: 'Products in this category' });
  await expect(grid.getByTestId('product-card').first()).toBeVisible();
  const sorted = await prices(await grid.getByTestId('product-card').locator('p strong').allTextContents());
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

  await page.getByLabel(/Maximum price/).fill('50');
  await expect(page).toHaveURL(/maxPrice=50/);
  await expect(async () => {
    const capped = await prices(await grid.getByTestId('product-card').locator('p strong').allTextContents());
    expect(capped.length).toBeGreaterThan(0);
    expect(Math.max(...capped)).toBeLessThanOrEqual(50);
  }).toPass();

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/maxPrice/);
});

test('when a fan picks a colour and adds to cart, then the header badge updates at once and survives a reload', async ({
  page,
  request,
}) => {
  const { product, size, soldOutColour, otherSize } = productWithColourSoldOutInOneSize(await allProducts(request));
  await page.goto(`/store/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // In one size that colour is sold out and cannot be picked; in another size it can.
  await page.getByRole('radio', { name: size, exact: true }).check();
  await expect(page.getByRole('radio', { name: `${soldOutColour} (sold out)` })).toBeDisabled();
  await page.getByRole('radio', { name: otherSize, exact: true }).check();
  await page.getByRole('radio', { name: soldOutColour, exact: true }).check();
  await expect(page.getByRole('group', { name: /^color:/ })).toContainText(`color: ${soldOutColour}`);

  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart!' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Added to Cart (1)' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The landing page loads no cart code of its own; a browser with a cart still sees its count there.
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expectRemote(page, 'mf-store');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('when a product or category does not exist, then the store says so', async ({ page }) => {
  await page.goto('/store/no-such-product-anywhere');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.goto('/store/category/no-such-category');
  await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the store' }).click();
  await expectRemote(page, 'mf-store');
});

test('when a fan adds more than the stock allows, then the quantity stops at min(stock, 10)', async ({
  page,
  request,
}) => {
  const products = await allProducts(request);
  const roomy = products.find((product) => product.variants[0]!.inventory.available > 10)!;
  await page.goto(`/store/${roomy.slug}`);
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  for (let click = 0; click < 9; click++) await increase.click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('10');
  await expect(increase).toBeDisabled();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('10');
});

test('when the cart holds the last units of a variant, then Add is disabled and says why', async ({
  page,
  request,
}) => {
  const { product, unitsLeft } = productWithFewLeft(await allProducts(request));
  await page.goto(`/store/${product.slug}`);
  await expectRemote(page, 'mf-store');
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  for (let click = 1; click < unitsLeft; click++) await increase.click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();

  const added = page.getByRole('button', { name: `Added to Cart (${unitsLeft})` });
  await expect(added).toBeDisabled();
  await expect(added).toHaveAccessibleDescription(
    unitsLeft === 1 ? 'The last one is in your cart.' : `All ${unitsLeft} left are in your cart.`,
  );
  await expect(page.getByText(/in your cart\.$/)).toBeVisible();
});

test('when a fan loads more, filters, then clears all, then the grid starts again at the first page', async ({
  page,
}) => {
  await page.goto('/store');
  await expectRemote(page, 'mf-store');
  const cards = page.getByRole('list', { name: 'All products' }).getByTestId('product-card');
  await expect(cards).toHaveCount(12);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards).toHaveCount(36);

  await page.getByLabel('Featured only').check();
  await expect(page).toHaveURL(/featured=true/);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/featured=/);
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Load More' })).toBeVisible();
});
