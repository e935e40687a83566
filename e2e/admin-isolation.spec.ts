import { expect, test } from '@playwright/test';
import { expectRemote, trackRemoteRequests } from './support/remotes';
import { E2E_ADMIN, signInAsStaff } from './support/staff';

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

test('when staff sign in and open the dashboard and audit log, then still no other remote is downloaded', async ({
  page,
}) => {
  const remotes = trackRemoteRequests(page);
  await signInAsStaff(page, E2E_ADMIN);
  await expect(page.getByRole('region', { name: 'Revenue by day' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  expect([...remotes]).toEqual(['mf-admin']);
});
