import { expect, test, type Page } from '@playwright/test';
import { expectRemote } from './support/remotes';

// These journeys fake the network with page.route, which never sees what a service worker answers
// (precached remote entries, cached catalog): they run without one.
test.use({ serviceWorkers: 'block' });

/** The shell's timeout is 5 s; a fan should see the fallback within a few seconds, whatever the failure. */
const FALLBACK_WITHIN_MS = 8_000;

async function expectSocialFallbackThenStoreStillWorks(page: Page) {
  const startedAt = Date.now();
  // Not waiting for the load event: a remote entry that hangs holds it back, though the page is long drawn.
  await page.goto('/social', { waitUntil: 'commit' });
  const fallback = page.getByTestId('error-fallback');
  await expect(fallback).toBeVisible({ timeout: FALLBACK_WITHIN_MS });
  expect(Date.now() - startedAt).toBeLessThan(FALLBACK_WITHIN_MS + 2_000);
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expectRemote(page, 'mf-store');
  await expect(page.getByTestId('error-fallback')).toHaveCount(0);
}

test.describe('a remote that fails is contained', () => {
  test('when the social remote’s server is down, then /social shows a fallback and Retry recovers once it is back', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-social/**', (route) => route.abort('connectionrefused'));
    await expectSocialFallbackThenStoreStillWorks(page);

    await page.goBack();
    await expect(page.getByTestId('error-fallback')).toBeVisible({ timeout: FALLBACK_WITHIN_MS });
    await page.unroute('**/remotes/mf-social/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectRemote(page, 'mf-social');
  });

  test('when the social remote entry answers 404, then /social shows a fallback and the rest works', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-social/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await expectSocialFallbackThenStoreStillWorks(page);
  });

  test('when the social remote entry hangs, then the fallback still shows within a few seconds', async ({ page }) => {
    await page.route('**/remotes/mf-social/remoteEntry.js', () => {
      // Never answer: the request hangs like a stuck CDN.
    });
    await expectSocialFallbackThenStoreStillWorks(page);
  });

  test('when the social remote throws while rendering, then only its area shows the fallback', async ({ page }) => {
    await page.route('**/config/remotes.json', async (route) => {
      const config = await (await route.fetch()).json();
      for (const remote of config.remotes) {
        if (remote.name === 'mf_social') remote.entry = '/e2e-crashing-remote/remoteEntry.js';
      }
      await route.fulfill({ json: config });
    });
    await page.route('**/e2e-crashing-remote/remoteEntry.js', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `var mf_social = {
          init: function () {},
          get: function () {
            return Promise.resolve(function () {
              return { default: function CrashingRoutes() { throw new Error('Rendering failed on purpose'); } };
            });
          },
        };`,
      }),
    );
    await expectSocialFallbackThenStoreStillWorks(page);
  });
});
