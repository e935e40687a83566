import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { CategoryListResponse, ProductResponse } from '@ps/shared/schemas';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent } from './support/visitor';

async function storeCategories(request: APIRequestContext) {
  const response = await request.get('/api/categories?includeProductCount=true');
  return ((await response.json()) as CategoryListResponse).categories;
}

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
});

test('when staff try to delete a category that has products, then the console refuses and the store keeps it', async ({
  page,
}) => {
  const category = (await storeCategories(page.request)).find((candidate) => (candidate.productCount ?? 0) > 0)!;
  await openConsoleAs(page, 'admin', '/admin/categories');
  const row = page.getByTestId('category-row').filter({ hasText: category.slug });
  await row.getByRole('button', { name: `Delete ${category.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${category.name}?` });
  await expect(dialog).toContainText(`${category.name} has ${category.productCount} product`);
  await expect(dialog).toContainText('Move them to another category or delete them first');
  await expect(dialog.getByRole('button', { name: 'Delete Category' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The server refuses too, whatever a page shows: the bulk action goes through the same rule.
  await row.getByRole('checkbox', { name: `Select ${category.name}` }).check();
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(page.getByText('Move or delete them before deleting the category.')).toBeVisible();
  await expect(row).toBeVisible();
  expect((await page.request.get(`/api/categories/${category.slug}`)).status()).toBe(200);
});

test('when staff create a category, rename it and mark it inactive, then the store follows at once', async ({
  page,
}) => {
  const name = `Patches ${Date.now()}`;
  await openConsoleAs(page, 'admin', '/admin/categories/new');
  await page.getByLabel('Name').fill(name);
  const slug = await page.getByLabel('Slug').inputValue();
  expect(slug).toBe(name.toLowerCase().replace(' ', '-'));
  await page.getByLabel('Description').fill('Iron-on band patches');
  await page.getByRole('button', { name: 'Create Category' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  expect((await storeCategories(page.request)).map((category) => category.slug)).toContain(slug);

  await page.getByLabel('Name').fill(`${name} and Pins`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name} and Pins` })).toBeVisible();
  const renamed = await page.request.get(`/api/categories/${slug}`);
  expect(((await renamed.json()) as { category: { name: string } }).category.name).toBe(`${name} and Pins`);

  await page.getByLabel('Active (shown in the store, with its products)').uncheck();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/admin/categories/'),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  expect((await page.request.get(`/api/categories/${slug}`)).status()).toBe(404);
});

test('when staff import a CSV, then the dry run lists the change and applying it changes the store', async ({
  page,
}) => {
  await openConsoleAs(page, 'admin', '/admin/products');
  const exported = await page.request.get('/api/admin/products/export');
  const [columns, cells] = parse(await exported.text()) as string[][];
  const slug = cells![columns!.indexOf('slug')]!;
  cells![columns!.indexOf('base_price')] = '41.00';
  cells![columns!.indexOf('sale_price')] = '';

  await page.getByRole('link', { name: 'Import CSV' }).click();
  await page.getByLabel('Choose a CSV file (up to 2 MB)').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(stringify([columns!, cells!])),
  });
  await expect(page.getByRole('heading', { name: 'Dry run: nothing is saved yet' })).toBeVisible();
  const change = page.getByTestId('import-change').filter({ hasText: slug });
  await expect(change).toContainText('41');
  const before = ((await (await page.request.get(`/api/products/${slug}`)).json()) as ProductResponse).product;
  expect(before.basePrice).not.toBe(41);

  await page.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible();
  const after = ((await (await page.request.get(`/api/products/${slug}`)).json()) as ProductResponse).product;
  expect(after.basePrice).toBe(41);
});
