import { expect, test } from '@playwright/test';
import { recordConsent } from './support/visitor';

// The consent banner (after 3 s) takes focus; these journeys are about the store.
test.beforeEach(({ page }) => recordConsent(page));

test('when a fan uses the search box by keyboard, then it works as a combobox: arrows, Escape and Enter', async ({
  page,
}) => {
  await page.goto('/store/search');
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  const listboxId = await box.getAttribute('aria-controls');
  await expect(page.locator(`[id="${listboxId}"]`)).toHaveAttribute('role', 'listbox');

  await box.fill('hoodie');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  const options = listbox.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).not.toHaveAttribute('aria-activedescendant');

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = options.nth(1);
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await expect(box).toBeFocused();

  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toBeHidden();

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const title = (await options.first().innerText()).split('\n')[0]!;
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
