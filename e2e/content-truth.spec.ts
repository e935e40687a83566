import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { compactCount } from '@ps/shared/band-presence';
import { formatPrice } from '@ps/shared/rules';
import type { ProductListResponse, PublicSettings, SocialProof } from '@ps/shared/schemas';
import { revealLazyContent } from './support/axe';
import { waitUntilLive } from './support/first-screen';
import { browserStorageNames } from './support/storage-keys';
import { expectRemote } from './support/remotes';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** Each figure of a list as [figure, label] pairs, in the order shown. */
async function figuresOf(page: Page, list: ReturnType<Page['getByRole']>): Promise<string[][]> {
  await expect(list.getByRole('listitem').first()).toBeVisible();
  return list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => [
        item.querySelector('strong')!.textContent!.trim(),
        item.querySelector('span')!.textContent!,
      ]),
    );
}

test('when a visitor reads the store hero, then every figure and promise in it is what the API says', async ({
  page,
  request,
}) => {
  const [catalog, settings, proof] = await Promise.all([
    json<ProductListResponse>(request, '/api/products?limit=1'),
    json<PublicSettings>(request, '/api/settings'),
    json<SocialProof>(request, '/api/social-proof'),
  ]);
  await page.goto('/store');
  await expectRemote(page, 'mf-store');
  const hero = page.getByRole('region', { name: 'The Merch Lair' });
  const threshold = formatPrice(settings.freeShippingThreshold);
  await expect(hero.getByText(`Free standard shipping on orders of ${threshold} or more.`)).toBeVisible();

  const figures = await figuresOf(page, hero.getByRole('list', { name: 'The store in figures' }));
  const expected = [
    [String(catalog.pagination.total), 'products'],
    ...(proof.ordersShipped > 0 ? [[proof.ordersShipped.toLocaleString('en-US'), 'orders shipped']] : []),
    ['3–5', 'business days standard delivery'],
    [threshold, 'and up ships free'],
  ];
  expect(figures).toEqual(expected);
  // The shop records no ratings or customer counts, so the hero claims none.
  await expect(hero).not.toContainText(/rating|customers|24h/i);
});

test('when a visitor reads the community panel, then its figures are the settings’ and the server’s counts and the featured fan is marked as a sample', async ({
  page,
  request,
}) => {
  const [settings, proof] = await Promise.all([
    json<PublicSettings>(request, '/api/settings'),
    json<SocialProof>(request, '/api/social-proof'),
  ]);
  await page.goto('/');
  // Lazy sections load on a scroll the hydrated page sees.
  await waitUntilLive(page);
  // A description list: each figure is a term (its label) and its definition (the number).
  const stats = page.getByLabel('Community stats');
  await revealLazyContent(page);
  await expect(stats.locator('dd').first()).toBeVisible();
  const shown = await stats
    .locator('div')
    .evaluateAll((rows) =>
      rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
    );
  const { figures } = settings.band;
  expect(shown).toEqual([
    ['Fans everywhere', compactCount(figures.fans)],
    ['In the Discord', compactCount(figures.discordMembers)],
    ...(proof.joinedThisWeek > 0 ? [['Joined this week', `+${compactCount(proof.joinedThisWeek)}`]] : []),
  ]);
  await expect(page.getByText(/Active This Week|Fan Love|Growing Daily/)).toHaveCount(0);
  const fanOfTheWeek = page.getByRole('article', { name: 'Fan of the Week' });
  await expect(fanOfTheWeek.getByText('Sample', { exact: true })).toBeVisible();
});

test('when a fan browses the social hub, then sample content says so, engagement never passes 100 % and no link leads to a made-up post', async ({
  page,
}) => {
  await page.goto('/social');
  await expectRemote(page, 'mf-social');
  const activity = page.getByRole('region', { name: 'Sample activity' });
  await expect(activity.getByRole('listitem').first()).toBeVisible();
  await expect(activity.locator('time')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Instagram', exact: true }).click();
  const posts = page.getByRole('tabpanel').getByRole('button', { name: /likes/ });
  await expect(posts).toHaveCount(12);
  for (const post of await posts.all()) await expect(post.getByText('Sample', { exact: true })).toBeVisible();
  const rates = (
    await page
      .getByRole('tabpanel')
      .getByText(/% engagement$/)
      .allTextContents()
  ).map(parseFloat);
  expect(rates.length).toBeGreaterThan(0);
  for (const rate of rates) expect(rate).toBeLessThanOrEqual(100);

  await posts.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/never posted, so it has no page on Instagram/)).toBeVisible();
  const settings = await json<PublicSettings>(page.request, '/api/settings');
  await expect(dialog.getByRole('link', { name: /The band on Instagram/ })).toHaveAttribute(
    'href',
    settings.band.links.instagram,
  );
  await expect(page.locator('a[href*="instagram.com/p/"]')).toHaveCount(0);
});

test('when a fan opens the photo form, then its submission terms link to the terms page and the privacy policy', async ({
  page,
}) => {
  await page.goto('/social/fan-photos');
  await expectRemote(page, 'mf-social');
  await page
    .getByRole('button', { name: /Submit your photo/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const terms = dialog.getByRole('link', { name: 'submission terms' });
  await expect(terms).toHaveAttribute('href', '/fan-photo-terms');
  await expect(dialog.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  const [termsTab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await expect(termsTab.getByRole('heading', { level: 1 })).toHaveText('Fan photo submission terms');
  await expect(termsTab.getByRole('heading', { name: 'Removal on request' })).toBeVisible();
});

test('when a visitor reads the privacy policy, then it names every key, cache and cookie the site keeps in the browser', async ({
  page,
}) => {
  const names = browserStorageNames();
  expect(names).toEqual(expect.arrayContaining(['ps_popup_history', 'ps_tracking_session_id', 'ps_gdpr_consent']));
  await page.goto('/privacy');
  await expectRemote(page, 'mf-account');
  const policy = await page.getByRole('main').locator('code').allTextContents();
  const missing = names.filter((name) => !policy.some((shown) => shown === name || shown.startsWith(name)));
  expect(missing).toEqual([]);
});
