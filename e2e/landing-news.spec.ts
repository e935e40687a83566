import { expect, test, type Page } from '@playwright/test';
import { htmlWithFirstScreen } from './support/first-screen';
import { expectRemote } from './support/remotes';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

async function openNews(page: Page) {
  const news = page.waitForResponse((response) => response.url().includes('/api/news?'));
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'News' }).click();
  expect((await news).ok()).toBe(true);
  const cards = page.getByTestId('news-posts').getByRole('article');
  await expect(cards.first()).toBeVisible();
  return cards;
}

test.beforeEach(async ({ page }) => {
  await skipNewsletterPopup(page);
});

test('when a fan scrolls to the news, then a sample post shows its full date and the oldest, two months back, no HOT', async ({
  page,
}) => {
  await recordConsent(page);
  const cards = await openNews(page);
  const announcement = cards.filter({ hasText: 'The Anxiety Attack Tour: eight cities' });
  const postedOn = new Date(Date.now() - 60 * 86_400_000);
  const fullDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  await expect(announcement).toContainText(fullDate.format(postedOn));
  await expect(announcement.getByText('HOT', { exact: true })).toHaveCount(0);
});

test("when staff publish a news post in /admin/news, then fans see it first in What's happening", async ({
  page,
  browser,
  request,
}) => {
  const title = `Surprise acoustic set ${Date.now() % 100000}`;
  await openConsoleAs(page, 'admin', '/admin/news');
  await page.getByRole('button', { name: 'Write post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New news post' });
  await dialog.getByLabel('Type').selectOption('community');
  await dialog.getByLabel('Content').fill('Three songs on the roof of the venue, tonight at 6.');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel(/^Hot/).check();
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'News posts' }).getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Draft');

  const fan = await browser.newPage();
  await skipNewsletterPopup(fan);
  await recordConsent(fan);
  await expect((await openNews(fan)).first()).not.toContainText(title);

  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(row).toContainText('Published');
  const cards = await openNews(fan);
  await expect(cards.first()).toContainText(title);
  await expect(cards.first()).toContainText('HOT');
  await expect(cards).toHaveCount(4);
  // The news waits below the fold: the server-drawn first screen never carries it, so nothing kept goes stale.
  expect(await htmlWithFirstScreen(request, '/')).not.toContain(title);
  await fan.close();

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this news post?' });
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'News posts' }).getByRole('row', { name: new RegExp(title) }),
  ).toHaveCount(0);
});
