import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AdminAnalytics } from '@ps/shared/console-schemas';
import { expectRemote } from './support/remotes';
import { addShowWithTicketPage } from './support/tour';
import { openConsoleAs } from './support/staff-sessions';
import { ACCEPT_ALL, recordConsent, skipNewsletterPopup } from './support/visitor';

/** The sender posts a partial batch after 5 s of quiet; the figures are read a little after that. */
const EVENTS_ARRIVE_MS = 20_000;

test.beforeEach(async ({ page }) => {
  await recordConsent(page, ACCEPT_ALL);
  await skipNewsletterPopup(page);
});

async function staffOnAnalytics(browser: Browser): Promise<Page> {
  const staff = await (await browser.newContext()).newPage();
  await recordConsent(staff);
  await openConsoleAs(staff, 'admin', '/admin/analytics?period=today');
  await expect(staff.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  return staff;
}

const todaysAnalytics = async (staff: Page): Promise<AdminAnalytics> => {
  const response = await staff.request.get('/api/admin/analytics?period=today');
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminAnalytics;
};

const ticketVariant = (analytics: AdminAnalytics, variant: string) =>
  analytics.experiments
    .find((experiment) => experiment.testId === 'ticket-cta-optimization')
    ?.variants.find((row) => row.variant === variant) ?? { exposures: 0, conversions: 0 };

test('when a fan opens the landing page, then there is no analytics button and the figures are not public', async ({
  page,
}) => {
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /analytics/i })).toHaveCount(0);
  await expect(page.getByTestId('analytics-launcher')).toHaveCount(0);
  expect((await page.request.get('/api/analytics/summary')).status()).toBe(404);
  expect((await page.request.get('/api/admin/analytics')).status()).toBe(401);
});

test('when a fan arrives from a campaign link, then staff see the page view under traffic sources', async ({
  page,
  browser,
}) => {
  const campaign = `e2e-${randomUUID().slice(0, 8)}`;
  await page.goto(`/?utm_source=${campaign}&utm_medium=social`);
  await expectRemote(page, 'mf-landing');

  const staff = await staffOnAnalytics(browser);
  await expect
    .poll(async () => (await todaysAnalytics(staff)).sources.find((source) => source.source === campaign), {
      timeout: EVENTS_ARRIVE_MS,
    })
    .toEqual({ source: campaign, channel: 'Social', sessions: 1 });

  await staff.reload();
  const row = staff.getByTestId('traffic-sources').getByRole('row', { name: new RegExp(campaign) });
  await expect(row).toContainText('Social');
  await expect(row.getByRole('cell').last()).toHaveText('1');
});

test('when a fan clicks a ticket button, then the ticket experiment counts a conversion for their variant', async ({
  page,
  browser,
}) => {
  const staff = await staffOnAnalytics(browser);
  await addShowWithTicketPage(staff, 'Leeds');
  // Keep the fan on the page: the ticket shop is another site.
  await page.context().route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Tour' }).click();
  const tourDates = page.getByTestId('tour-dates');
  await expect(tourDates.getByRole('link').first()).toBeVisible();
  const variant = (await tourDates.getAttribute('data-cta-variant')) ?? '';
  expect(['control', 'urgency', 'scarcity']).toContain(variant);
  const before = ticketVariant(await todaysAnalytics(staff), variant);

  await tourDates.getByRole('link').first().click();

  await expect
    .poll(async () => ticketVariant(await todaysAnalytics(staff), variant).conversions, { timeout: EVENTS_ARRIVE_MS })
    .toBeGreaterThanOrEqual(before.conversions + 1);
  await staff.reload();
  const table = staff.getByTestId('experiment-ticket-cta-optimization');
  await expect(table).toContainText('Ticket button click');
  await expect(table.getByRole('row', { name: new RegExp(`^${variant}`) })).toBeVisible();
});
