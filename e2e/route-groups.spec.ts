import { expect, test } from '@playwright/test';
import { expectRemote, type RemoteDir } from './support/remotes';

const DEEP_LINKS: [string, RemoteDir, RegExp][] = [
  ['/', 'mf-landing', /Panic Squad/],
  ['/social', 'mf-social', /Social Hub/],
  ['/store', 'mf-store', /The Merch Lair/],
  ['/store/search', 'mf-store', /Search the store/],
  ['/store/category/hoodies', 'mf-store', /Hoodies/],
  ['/cart', 'mf-checkout', /Your cart is empty/],
  ['/checkout', 'mf-checkout', /Your cart is empty/],
  ['/checkout/payment', 'mf-checkout', /Your cart is empty/],
  ['/account/orders', 'mf-account', /Your Orders/],
  ['/account/orders/PS-2026-ABC123', 'mf-account', /Order Not Found/],
  ['/track', 'mf-account', /Track Your Order/],
  ['/track/PS-2026-ABC123', 'mf-account', /Track Your Order/],
  ['/contact', 'mf-account', /Contact us/],
  ['/privacy', 'mf-account', /Privacy policy/],
  // A visitor without a staff session gets the console's sign-in, on every admin path.
  ['/admin', 'mf-admin', /Staff sign-in/],
  ['/admin/orders/42', 'mf-admin', /Staff sign-in/],
];

test.describe('route groups', () => {
  for (const [path, remote, heading] of DEEP_LINKS) {
    test(`when a visitor opens ${path} directly, then ${remote} renders it and survives a reload`, async ({ page }) => {
      await page.goto(path);
      await expectRemote(page, remote);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.reload();
      await expectRemote(page, remote);
    });
  }

  for (const path of ['/no-such-page', '/social/feed/1', '/cart/extra', '/store/a/b/c']) {
    test(`when a visitor opens ${path}, then the 404 page shows`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }

  test('when a visitor follows header links, then each route group loads lazily on first visit', async ({ page }) => {
    const loadedEntries: string[] = [];
    page.on('request', (request) => {
      const match = /\/remotes\/(mf-[a-z]+)\/remoteEntry\.js/.exec(request.url());
      if (match?.[1]) loadedEntries.push(match[1]);
    });
    await page.goto('/');
    await expectRemote(page, 'mf-landing');
    expect(loadedEntries).toEqual(['mf-landing']);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Store' }).click();
    await expectRemote(page, 'mf-store');
    await nav.getByRole('link', { name: 'Social' }).click();
    await expectRemote(page, 'mf-social');
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expectRemote(page, 'mf-checkout');
    expect(loadedEntries).toEqual(['mf-landing', 'mf-store', 'mf-social', 'mf-checkout']);
  });
});
