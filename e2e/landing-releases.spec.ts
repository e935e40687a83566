import { expect, test, type Page } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

async function openMusic(page: Page) {
  await skipNewsletterPopup(page);
  await recordConsent(page);
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Music' }).click();
  await expect(page.getByTestId('release-card')).toBeVisible();
}

const releaseTab = (page: Page, title: string) =>
  page.getByRole('tablist', { name: 'Releases' }).getByRole('tab', { name: new RegExp(`^${title} \\(`) });

test.beforeEach(async ({ page }) => {
  // Keep the fan on the page: streaming services are other sites.
  await page.context().route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

test('when a fan opens the music, then the 2024 album says no NEW and offers no streaming button it has no link for', async ({
  page,
}) => {
  await openMusic(page);
  const card = page.getByTestId('release-card');
  await expect(card.getByRole('heading', { name: 'MY SPACE' })).toBeVisible();
  await expect(card).toContainText('Sep 6, 2024');
  await expect(card.getByText('NEW', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Share MY SPACE' })).toBeVisible();
  await expect(page.getByTestId('latest-release').getByText('LATEST RELEASE')).toBeVisible();
});

test('when staff add a release with a Spotify link in /admin/releases, then fans see it NEW with that one button', async ({
  page,
  browser,
}) => {
  const title = `Basement Demos ${Date.now() % 100000}`;
  const today = new Date().toISOString().slice(0, 10);
  await openConsoleAs(page, 'admin', '/admin/releases');
  await page.getByRole('button', { name: 'Add release' }).click();
  const dialog = page.getByRole('dialog', { name: 'New release' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Slug').fill(`basement-demos-${Date.now() % 100000}`);
  await dialog.getByLabel('Type').selectOption('ep');
  await dialog.getByLabel('Release date').fill(today);
  await dialog.getByLabel('Tracks', { exact: true }).fill('2:58 Garage Door Anthem *\n3:10 Quiet Room');
  await dialog.getByLabel('Spotify link').fill('http://open.spotify.com/album/demo');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('must be an https:// address or a path on this site starting with /')).toBeVisible();
  await dialog.getByLabel('Spotify link').fill('https://open.spotify.com/album/basement-demos');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Releases' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Spotify');

  const fan = await browser.newPage();
  await fan.context().route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await openMusic(fan);
  await releaseTab(fan, title).click();
  const card = fan.getByTestId('release-card');
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByText('NEW', { exact: true })).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(1);
  await expect(card.getByRole('link', { name: /^Spotify/ })).toHaveAttribute(
    'href',
    'https://open.spotify.com/album/basement-demos',
  );
  await expect(fan.getByTestId('track-row').filter({ hasText: 'Garage Door Anthem' })).toContainText('POPULAR');
  await fan.close();

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('button', { name: 'Delete release' }).click();
  await expect(row).toBeHidden();
});
