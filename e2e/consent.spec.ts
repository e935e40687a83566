import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { skipNewsletterPopup } from './support/visitor';

const EVENTS_PATH = '/api/analytics/events';
const CONSENT_KEY = 'ps_gdpr_consent';
/** The sender flushes a partial batch after 5 s of quiet; the page's clock runs a little longer before saying "nothing was sent". */
const QUIET_FLUSH_MS = 6_500;

// The timed newsletter pop-up would cover the banner.
test.beforeEach(({ page }) => skipNewsletterPopup(page));

function recordAnalyticsRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === EVENTS_PATH) requests.push(request);
  });
  return requests;
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());
const storedEvents = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ps_user_events') ?? '[]') as { type: string }[]);

/** Scrolls through the landing page and opens the store, which is plenty of events for a visit. */
async function browseTheSite(page: Page) {
  for (const fraction of [0.25, 0.5, 0.75, 1]) {
    // Each step waits for its scroll event and the frame after it, so the page sees every depth.
    await page.evaluate(
      (f) =>
        new Promise<void>((resolve) => {
          const target = Math.min(
            document.documentElement.scrollHeight * f,
            document.documentElement.scrollHeight - innerHeight,
          );
          if (Math.abs(window.scrollY - target) < 1) return resolve();
          addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
          window.scrollTo(0, target);
        }),
      fraction,
    );
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expectRemote(page, 'mf-store');
}

async function openLandingWithBanner(page: Page) {
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible({ timeout: 5_000 });
  return banner;
}

test('when nothing is recorded, then the banner waits 3 s and closing it records nothing', async ({ page }) => {
  // The page's own clock, moved by hand: a busy machine cannot then make 2 s look like 3.
  await page.clock.install();
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  const banner = page.getByTestId('consent-banner');
  await page.clock.runFor(2_000);
  await expect(banner).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept All' })).toBeVisible();

  await banner.getByRole('button', { name: 'Close without choosing' }).click();
  await expect(banner).toHaveCount(0);
  expect(await storedKeys(page)).not.toContain(CONSENT_KEY);
});

test('when a fan rejects all, then nothing but the choice is stored and no analytics request is sent', async ({
  page,
}) => {
  // The page's own clock, run past the quiet spell by hand instead of waiting it out.
  await page.clock.install();
  const requests = recordAnalyticsRequests(page);
  const banner = await openLandingWithBanner(page);
  await banner.getByRole('button', { name: 'Reject All' }).click();
  await expect(banner).toHaveCount(0);

  await browseTheSite(page);
  await page.clock.runFor(QUIET_FLUSH_MS);
  await page.goto('/'); // page hide: the moment a queued batch would be beaconed
  await expectRemote(page, 'mf-landing');

  expect(requests).toHaveLength(0);
  // The cart's session id is essential (the store created it); nothing else about the visitor is kept.
  expect((await storedKeys(page)).filter((key) => key !== 'ps_session_id')).toEqual([CONSENT_KEY]);
  const record = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY))!);
  expect(record).toMatchObject({ allowTracking: false, allowAnalytics: false, version: '1.0' });
});

test('when a fan accepts all, then the profile is kept and events reach the server in batches', async ({ page }) => {
  // Beacon bodies are Blobs, which Playwright does not show; note each batch's size on its way out.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const sizes: number[] = [];
    Object.assign(window, { sentBatchSizes: sizes });
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sizes.push(JSON.parse(text).events.length));
      return send(url, data);
    };
  });
  const requests = recordAnalyticsRequests(page);
  const banner = await openLandingWithBanner(page);
  await banner.getByRole('button', { name: 'Accept All' }).click();

  await browseTheSite(page);
  await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect((await requests[0]!.response())?.status()).toBe(202);

  const keys = await storedKeys(page);
  expect(keys).toEqual(expect.arrayContaining([CONSENT_KEY, 'ps_user_profile', 'ps_user_events', 'ps_user_id']));
  const profile = JSON.parse((await page.evaluate(() => localStorage.getItem('ps_user_profile')))!);
  expect(profile.sessionCount).toBeGreaterThanOrEqual(1);

  const sizes = await page.evaluate(() => (window as unknown as { sentBatchSizes: number[] }).sentBatchSizes);
  expect(sizes).toHaveLength(requests.length);
  // Batched: fewer requests than events sent.
  expect(requests.length).toBeLessThan(sizes.reduce((total, size) => total + size, 0));
});

test('when a fan keeps tracking but turns analytics off, then events stay on the device and none are sent', async ({
  page,
}) => {
  await page.clock.install();
  const requests = recordAnalyticsRequests(page);
  const banner = await openLandingWithBanner(page);
  await banner.getByRole('button', { name: 'Customize' }).click();
  await banner.getByRole('switch', { name: 'Tracking' }).check();
  await banner.getByRole('switch', { name: 'Analytics' }).uncheck();
  await banner.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(banner).toHaveCount(0);

  await browseTheSite(page);
  await page.clock.runFor(QUIET_FLUSH_MS);

  expect(requests).toHaveLength(0);
  expect((await storedEvents(page)).length).toBeGreaterThan(1);
  const record = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY))!);
  expect(record).toMatchObject({ allowTracking: true, allowAnalytics: false });
});

test('when a fan reopens Privacy settings from the footer, then they can download and then delete their data', async ({
  page,
}) => {
  const banner = await openLandingWithBanner(page);
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('switch', { name: 'Essential' })).toBeDisabled();

  const downloading = page.waitForEvent('download');
  await banner.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.consent).toMatchObject({ allowTracking: true, version: '1.0' });
  expect(exported.profile).toBeTruthy();
  await expect(banner.getByRole('status')).toHaveText('Your data file has been downloaded.');

  await banner.getByRole('button', { name: 'Delete my data' }).click();
  await expect(banner.getByRole('status')).toHaveText('All your data has been deleted from this device.');
  const left = await storedKeys(page);
  for (const key of [CONSENT_KEY, 'ps_user_profile', 'ps_user_events', 'ps_user_id']) expect(left).not.toContain(key);
});
