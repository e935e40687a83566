import { expect, test } from '@playwright/test';
import { expectRemote, trackRemoteRequests } from './support/remotes';

test('when a fan browses every fan-facing route group, then no admin code is downloaded', async ({ page }) => {
  const remotes = trackRemoteRequests(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const [path, remote] of [
    ['/', 'mf-landing'],
    ['/social', 'mf-social'],
    ['/store', 'mf-store'],
    ['/cart', 'mf-checkout'],
    ['/account/orders', 'mf-account'],
  ] as const) {
    await page.goto(path);
    await expectRemote(page, remote);
  }
  expect([...remotes].sort()).toEqual(['mf-account', 'mf-checkout', 'mf-landing', 'mf-social', 'mf-store']);
  expect(scripts.filter((url) => url.includes('mf-admin') || url.includes('mf_admin'))).toEqual([]);
});

test('when staff open /admin, then only the shell and the admin remote are downloaded', async ({ page }) => {
  const remotes = trackRemoteRequests(page);
  const scriptOrigins = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const { pathname } = new URL(request.url());
    scriptOrigins.add(pathname.startsWith('/remotes/') ? pathname.split('/')[2]! : 'shell');
  });
  await page.goto('/admin');
  await expectRemote(page, 'mf-admin');
  expect([...remotes]).toEqual(['mf-admin']);
  expect([...scriptOrigins].sort()).toEqual(['mf-admin', 'shell']);
});
