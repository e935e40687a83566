import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AdminWebVitals } from '@ps/shared/console-schemas';
import { expectRemote } from './support/remotes';
import { E2E_ADMIN, signInAsStaff } from './support/staff';
import { ACCEPT_ALL, recordConsent, skipNewsletterPopup } from './support/visitor';

const TRACKING_ONLY = { allowTracking: true, allowPersonalization: true, allowMarketing: true, allowAnalytics: false };

/** A page few journeys visit with analytics allowed, so the figures counted for it are this test's. */
const ROUTE = '/press';

/**
 * A fan's visit: the page loads, the fan clicks (LCP is final at the first input), then leaves for the FAQ, so the
 * page is hidden and sends what it holds. Returns the web-vitals library loads and analytics posts it made.
 */
async function visitPressKit(page: Page): Promise<{ libraryLoads: string[]; analyticsPosts: string[] }> {
  const libraryLoads: string[] = [];
  const analyticsPosts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/web-vitals\.\w+\.js$/.test(pathname)) libraryLoads.push(pathname);
    if (pathname === '/api/analytics/events') analyticsPosts.push(pathname);
  });
  await page.goto(ROUTE);
  await expectRemote(page, 'mf-account');
  await page.getByRole('heading', { level: 1 }).click();
  await page.goto('/faq');
  await expectRemote(page, 'mf-account');
  return { libraryLoads, analyticsPosts };
}

async function staffOnAnalytics(browser: Browser): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await recordConsent(staff);
  await signInAsStaff(staff, E2E_ADMIN, '/admin/analytics?period=today');
  return staff;
}

/** How many figures of `metric` the console has for the route today. */
async function figuresToday(staff: Page, metric: 'LCP' | 'TTFB'): Promise<number> {
  const response = await staff.request.get('/api/admin/analytics/web-vitals?period=today');
  expect(response.status()).toBe(200);
  const { rows } = (await response.json()) as AdminWebVitals;
  return rows.find((row) => row.route === ROUTE)?.[metric]?.samples ?? 0;
}

test('when a fan who allowed analytics views a page, then its web vitals reach the server under the route template and the console shows their p75', async ({
  page,
  browser,
}) => {
  // Two browsers, a staff sign-in and a wait for the page's batch: more than the default on a busy machine.
  test.setTimeout(120_000);
  const staff = await staffOnAnalytics(browser);
  const before = { LCP: await figuresToday(staff, 'LCP'), TTFB: await figuresToday(staff, 'TTFB') };

  await recordConsent(page, ACCEPT_ALL);
  await skipNewsletterPopup(page);
  const { libraryLoads } = await visitPressKit(page);
  expect(libraryLoads.length).toBeGreaterThan(0);

  await expect.poll(() => figuresToday(staff, 'LCP')).toBeGreaterThan(before.LCP);
  await expect.poll(() => figuresToday(staff, 'TTFB')).toBeGreaterThan(before.TTFB);

  await staff.reload();
  const table = staff.getByTestId('web-vitals-table');
  const row = table.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: ROUTE, exact: true }) });
  await expect(row).toHaveCount(1);
  // The cells after the day: LCP, INP, CLS, TTFB; LCP and TTFB have a figure with its rating.
  await expect(row.getByRole('cell').nth(1)).toContainText(
    /\d+(\.\d+)? m?s(good|needs improvement|poor), \d+ figures?/,
  );
  await expect(row.getByRole('cell').nth(4)).toContainText(/\d+(\.\d+)? m?s/);
  await staff.context().close();
});

test('when a fan has not allowed analytics, then the page neither loads the web-vitals library nor sends anything', async ({
  page,
}) => {
  await recordConsent(page, TRACKING_ONLY);
  await skipNewsletterPopup(page);
  const { libraryLoads, analyticsPosts } = await visitPressKit(page);
  expect(libraryLoads).toEqual([]);
  expect(analyticsPosts).toEqual([]);
});
