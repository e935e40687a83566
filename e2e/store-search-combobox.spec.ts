import { expect, test, type Page } from '@playwright/test';
import { ACCEPT_ALL, recordConsent } from './support/visitor';
import { waitUntilLive } from './support/first-screen';

// The consent banner (after 3 s) takes focus; these journeys are about the store (Reject All recorded).
test.beforeEach(({ page }) => recordConsent(page));

const RECENT_KEY = 'ps_recent_searches';
const storedRecent = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), RECENT_KEY);

async function searchFor(page: Page, term: string) {
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${term}`));
  return box;
}

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

test('when a fan who rejected all searches, then the search is offered again this visit but nothing is stored', async ({
  page,
}) => {
  await page.goto('/store/search');
  const box = await searchFor(page, 'hoodie');
  expect(await storedRecent(page)).toBeNull();
  await box.fill('');
  await expect(
    page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option', { name: 'hoodie' }),
  ).toBeVisible();

  // A new page load, on the empty search box (the address's search would fill it).
  await page.goto('/store/search');
  await page.getByRole('combobox', { name: 'Search products' }).focus();
  await expect(page.getByRole('listbox', { name: 'Recent searches' })).toBeHidden();
  expect(await storedRecent(page)).toBeNull();
});

test('when a fan who allowed tracking searches, then the search is kept and offered on the next page load', async ({
  page,
}) => {
  await recordConsent(page, ACCEPT_ALL);
  await page.goto('/store/search');
  await searchFor(page, 'poster');
  await expect.poll(() => storedRecent(page)).toContain('poster');

  // A new page load, on the empty search box (the address's search would fill it), once the page runs.
  // The fan taps the box: a tap reaches a part React has not hydrated yet, where a bare focus may not.
  await page.goto('/store/search');
  await waitUntilLive(page);
  await page.getByRole('combobox', { name: 'Search products' }).click();
  await expect(
    page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option', { name: 'poster' }),
  ).toBeVisible();
});
