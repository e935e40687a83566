import { expect, test } from '@playwright/test';
import { recordConsent } from './support/visitor';

// The consent banner (after 3 s) takes focus; these journeys are about the store.
test.beforeEach(({ page }) => recordConsent(page));

test('when a fan searches with a typo, then suggestions, results and recent searches follow', async ({ page }) => {
  await page.goto('/store/search');
  await expect(page.getByRole('list', { name: 'Popular categories' })).toBeVisible();

  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('hodie');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toContainText(/hoodie/i);
  await expect(page).toHaveURL(/\/store\/search\?q=hodie/);

  await box.press('Enter');
  await expect(page.getByRole('heading', { name: /Results for “hodie”/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Search results' }).getByTestId('product-card').first()).toContainText(
    /hoodie/i,
  );

  await page.getByRole('list', { name: 'Popular searches' }).getByRole('button', { name: 'vinyl records' }).click();
  await expect(page).toHaveURL(/q=vinyl\+records/);
  await expect(box).toHaveValue('vinyl records');

  await box.fill('');
  await box.press('Enter');
  await box.click();
  const recent = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option')).toHaveText(['vinyl records', 'hodie']);
});

test('when nothing matches, then the search says No results found', async ({ page }) => {
  await page.goto('/store/search?q=zzqxjv');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
});
