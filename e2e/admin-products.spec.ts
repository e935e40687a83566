import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { addToCartFromProductPage } from './support/checkout';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test('when staff create a product with two variants and an image, then the store shows it and a fan can add it to the cart, and a price change shows at once', async ({
  page,
}) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
  const name = `Basement Show Tee ${Date.now()}`;
  await openConsoleAs(page, 'admin', '/admin/products/new');
  await page.getByLabel('Name').fill(name);
  await expect(page.getByLabel('Slug')).toHaveValue(/^basement-show-tee-\d+$/);
  const slug = await page.getByLabel('Slug').inputValue();
  await page.getByLabel('Base price').fill('27.50');
  await page.getByLabel('Category').selectOption({ index: 1 });
  for (const [size, stock] of [
    ['S', '6'],
    ['L', '4'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Variant' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Variant name').fill(`Size ${size}`);
    await dialog.getByLabel('SKU').fill(`${slug}-${size}`.toUpperCase());
    await dialog.getByLabel('Size').fill(size);
    await dialog.getByLabel('Stock quantity').fill(stock);
    await dialog.getByRole('button', { name: 'Add variant' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByTestId('variant-item')).toHaveCount(2);
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\/edit$/);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name })).toHaveAttribute('href', /\/admin\/products\/\d+$/);
  await expect(trail.getByText('Edit')).toHaveAttribute('aria-current', 'page');
  // A saved variant's stock moves with every sale: the form links to the inventory adjustment instead.
  await page.getByRole('button', { name: 'Edit Size S' }).click();
  const saved = page.getByRole('dialog');
  await expect(saved.getByLabel('Stock quantity')).toHaveCount(0);
  const sku = `${slug}-S`.toUpperCase();
  await expect(saved.getByRole('link', { name: `Adjust stock of ${sku}` })).toHaveAttribute(
    'href',
    `/admin/inventory?q=${sku}`,
  );
  await saved.getByRole('button', { name: 'Cancel' }).click();

  const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#d33' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(/Add images/).setInputFiles({ name: 'tee.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('product-image')).toHaveCount(1);
  await expect(page.getByText('Primary')).toBeVisible();

  await page.goto(`/store/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('img[src^="/api/media/"]').first()).toBeVisible();
  await expect(page.getByText('$27.50').first()).toBeVisible();
  await addToCartFromProductPage(page, slug);

  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(slug);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('product-row')).toHaveCount(1);
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByLabel('Change prices by').fill('2.5');
  await page.getByLabel('Change in').selectOption('amount');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('product-row').getByText('$30.00')).toBeVisible();

  await page.goto(`/store/${slug}`);
  await expect(page.getByText('$30.00').first()).toBeVisible();
});
