import { expect, test, type Locator } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { recordConsent } from './support/visitor';

test.use({ viewport: { width: 800, height: 900 } });

test.beforeEach(({ page }) => recordConsent(page));

const backgroundOf = (bar: Locator) => bar.evaluate((element) => getComputedStyle(element).backgroundColor);

test('when a fan opens the home page at 800 px, then the section links are on the bar, not behind a menu', async ({
  page,
}) => {
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  const sections = page.getByRole('navigation', { name: 'Page sections' });
  for (const name of ['Home', 'News', 'Music', 'Tour']) {
    await expect(sections.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(sections.getByRole('button', { name: /Page sections, now at/ })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' })).toBeVisible();
});

test('when a fan scrolls, then nothing shows through the site header or the section bar', async ({ page }) => {
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await page.mouse.wheel(0, 1600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  // Opaque backgrounds: rgb(...) without an alpha below 1.
  await expect.poll(() => backgroundOf(page.locator('header').first())).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  await expect.poll(() => backgroundOf(page.getByTestId('section-nav'))).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
});
