import { expect, test, type Page } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Social hub sections' });
const tab = (page: Page, name: string) => tabs(page).getByRole('tab', { name, exact: true });

async function openHub(page: Page, path = '/social') {
  await page.goto(path);
  await expectRemote(page, 'mf-social');
  await expect(page.getByRole('heading', { level: 1, name: 'Social Hub' })).toBeVisible();
}

test('when a fan clicks through every tab, then each panel shows its feed, the URL follows and Back returns', async ({
  page,
}) => {
  await openHub(page);
  await expect(page.getByRole('heading', { name: 'Latest posts' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(3);

  await tab(page, 'Viral').click();
  await expect(page).toHaveURL(/\/social\/viral$/);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(10);
  const first = page.getByRole('button', { name: 'Show details' }).first();
  await first.click();
  await expect(page.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Views', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Views', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await tab(page, 'Instagram').click();
  await expect(page).toHaveURL(/\/social\/instagram$/);
  await expect(page.getByText('Sample posts built into this site')).toBeVisible();
  const posts = page.getByRole('tabpanel').getByRole('button', { name: /likes/ });
  await expect(posts).toHaveCount(12);
  await page.getByRole('button', { name: 'Viral', exact: true }).click();
  await expect(posts).not.toHaveCount(12);
  await expect(posts.first()).toContainText('Viral');

  await posts.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('% ');
  await expect(dialog.getByRole('heading', { name: /Sample post/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(posts.first()).toBeFocused();

  await tab(page, 'Discord').click();
  await expect(page).toHaveURL(/\/social\/community$/);
  await expect(page.getByText('A preview with sample messages')).toBeVisible();
  await tab(page, 'Fan Photos').click();
  await expect(page.getByRole('heading', { name: 'Featured fan photos' })).toBeVisible();
  await tab(page, 'Share').click();
  await expect(page).toHaveURL(/\/social\/share$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/social\/fan-photos$/);
  await expect(tab(page, 'Fan Photos')).toHaveAttribute('aria-selected', 'true');
});

test('when a fan uses only the keyboard, then arrow keys move between tabs and the URL can be shared', async ({
  page,
}) => {
  await openHub(page, '/social/viral');
  await expect(tab(page, 'Viral')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Viral').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Instagram')).toBeFocused();
  await expect(page).toHaveURL(/\/social\/instagram$/);
  await page.keyboard.press('End');
  await expect(tab(page, 'Share')).toBeFocused();
  await expect(page).toHaveURL(/\/social\/share$/);
  await page.keyboard.press('Home');
  await expect(tab(page, 'Overview')).toBeFocused();
  await expect(page).toHaveURL(/\/social$/);
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Share')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
  await page.goBack();
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
});

test('when a fan shares a song, then previews keep each limit, TikTok goes to share-to-tiktok with its caption copied and a share counts only once its page is opened', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHub(page, '/social/share');
  const song = page.getByRole('radio', { name: /Anxiety Anthem/ });
  await song.check();
  const sharesBefore = Number((await song.locator('xpath=ancestor::label').textContent())?.match(/(\d+) shares/)?.[1]);
  await expect(page.getByRole('checkbox', { name: /TikTok/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Instagram/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Twitter/ }).check();
  await page.getByRole('checkbox', { name: /Facebook/ }).check();
  await page.getByLabel('3. Custom caption (optional)').fill('Loud! '.repeat(100));

  for (const [platform, max] of [
    ['tiktok', 150],
    ['instagram', 125],
    ['twitter', 280],
    ['facebook', 400],
  ] as const) {
    const text = (await page.getByTestId(`preview-${platform}`).locator('p').textContent()) ?? '';
    expect(Array.from(text).length).toBeLessThanOrEqual(max);
    expect(text.endsWith('…') || platform === 'twitter').toBe(true);
  }
  await page.getByTestId('preview-tiktok').getByRole('button', { name: 'Copy TikTok text' }).click();
  await expect(page.getByTestId('preview-tiktok').getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(Array.from(await page.evaluate(() => navigator.clipboard.readText())).length).toBeLessThanOrEqual(150);
  await expect(page.getByTestId('preview-tiktok').getByRole('button', { name: 'Copy TikTok text' })).toBeVisible({
    timeout: 5_000,
  });

  const tiktokAnswer = page.waitForResponse('**/api/social/share-to-tiktok');
  const othersAnswer = page.waitForResponse('**/api/social/share');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const tiktok = await tiktokAnswer;
  expect(tiktok.status()).toBe(200);
  expect(tiktok.request().postDataJSON()).toEqual({
    postId: await page.getByRole('radio', { name: /Anxiety Anthem/ }).getAttribute('value'),
    caption: 'Loud! '.repeat(100).trim(),
    mediaUrl: expect.stringMatching(/^\/api\/art\//),
  });
  const others = await othersAnswer;
  expect(others.status()).toBe(200);
  expect(others.request().postDataJSON()).toMatchObject({ platforms: ['instagram', 'twitter', 'facebook'] });
  await expect(page.getByText('Ready to share')).toBeVisible();
  await expect(page.getByText('TikTok: caption copied. Posting needs the app')).toBeVisible();
  const tiktokCaption = await page.evaluate(() => navigator.clipboard.readText());
  expect(tiktokCaption).toBe((await tiktok.json()).caption);
  expect(Array.from(tiktokCaption).length).toBeLessThanOrEqual(150);
  await expect(page.getByRole('link', { name: /Open Twitter share page/ })).toHaveAttribute(
    'href',
    /^https:\/\/twitter\.com\/intent\/tweet\?/,
  );
  await expect(page.getByRole('link', { name: /Open Facebook share page/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/,
  );
  await expect(page.getByText('Instagram: Posting needs the app')).toBeVisible();
  await page.getByRole('button', { name: 'Copy Instagram caption' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  // Prepared links and captions are no share yet; opening Twitter's share page is one.
  await expect(song).toHaveAccessibleName(new RegExp(`\\b${sharesBefore} shares`));
  await context.route('https://twitter.com/**', (route) => route.fulfill({ body: 'Twitter' }));
  const counted = page.waitForResponse('**/api/social/shares');
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /Open Twitter share page/ }).click();
  await (await opened).close();
  expect((await counted).request().postDataJSON()).toMatchObject({ platform: 'twitter' });
  await expect(song).toHaveAccessibleName(new RegExp(`\\b${sharesBefore + 1} shares`));
});

test('when no platform is selected, then Share is disabled and says to select platforms', async ({ page }) => {
  await openHub(page, '/social/share');
  await page.getByRole('checkbox', { name: /TikTok/ }).uncheck();
  await page.getByRole('checkbox', { name: /Instagram/ }).uncheck();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeDisabled();
  await expect(page.getByText('Select Platforms: Please select at least one platform to share to.')).toBeVisible();
});

test('when copying is refused, then the fan reads Copy Failed', async ({ page }) => {
  await openHub(page, '/social/share');
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.getByRole('button', { name: 'Copy TikTok text' }).click();
  await expect(page.getByText('Copy Failed')).toBeVisible();
  await expect(page.getByText('Unable to copy to clipboard.')).toBeVisible();
});

test("when the fan's device has a share sheet, then TikTok's caption and the song's page go to it through the Web Share API", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedFromDevice: shared });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await openHub(page, '/social/share');
  // Not the song the other share journey counts: the two may run at once.
  await page.getByRole('radio', { name: /Heroes in Hiding/ }).check();
  const tiktokAnswer = page.waitForResponse('**/api/social/share-to-tiktok');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const { caption } = await (await tiktokAnswer).json();

  await page.getByRole('button', { name: 'Share to TikTok from this device' }).click();
  await expect(page.getByText('Shared from your device')).toBeVisible();
  const shared = await page.evaluate(() => (window as unknown as { sharedFromDevice: ShareData[] }).sharedFromDevice);
  expect(shared).toEqual([
    { title: 'Heroes in Hiding', text: caption, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//) },
  ]);
  await expect(page.getByRole('button', { name: 'Share to Instagram from this device' })).toBeVisible();
});
