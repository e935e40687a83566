import { expect, test, type Page } from '@playwright/test';
import { LOW_TICKETS_THRESHOLD } from '@ps/shared/rules';
import { expectRemote } from './support/remotes';
import { confirmedSubscriber, linkIn, waitForMail } from './support/outbox';
import { openConsoleAs } from './support/staff-sessions';
import { ACCEPT_ALL, recordConsent, skipNewsletterPopup } from './support/visitor';

const YEAR = /\b20\d\d\b/;

async function openTour(page: Page) {
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Tour' }).click();
  await expect(page.getByTestId('tour-dates')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await skipNewsletterPopup(page);
  // Keep the fan on the page: the ticket shop is another site.
  await page.context().route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

test('when a fan opens the tour, then every show names its year and no past show has a ticket button', async ({
  page,
}) => {
  await recordConsent(page);
  await openTour(page);
  const upcoming = page.getByTestId('tour-dates').getByTestId('tour-date');
  await expect(upcoming.first()).toBeVisible();
  for (const row of await upcoming.all()) await expect(row.locator('time')).toContainText(YEAR);
  await expect(page.getByTestId('tour-dates').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByTestId('tour-dates').getByText('Sold out', { exact: true }).first()).toBeVisible();

  const past = page.getByTestId('past-shows');
  await past.getByText(/^Past shows/).click();
  const pastRows = past.getByTestId('tour-date');
  await expect(pastRows.first()).toBeVisible();
  expect(await pastRows.count()).toBeGreaterThanOrEqual(2);
  for (const row of await pastRows.all()) await expect(row.locator('time')).toContainText(YEAR);
  await expect(past.getByRole('link')).toHaveCount(0);
});

test('when a show has no ticket page, then it has no GET TICKETS button, though its tickets are on sale', async ({
  page,
}) => {
  await recordConsent(page);
  await openTour(page);
  // The sample shows have no ticket page (migration 0051): Nashville has tickets left.
  const nashville = page.getByTestId('tour-dates').getByTestId('tour-date').filter({ hasText: 'Nashville' });
  await expect(nashville).toContainText('On sale now');
  await expect(nashville.getByRole('link')).toHaveCount(0);
});

test('when the scarcity variant is shown, then no ticket button names a number at or above the threshold', async ({
  page,
  browser,
}) => {
  const staff = await browser.newPage();
  await openConsoleAs(staff, 'admin', '/admin/tour');
  // With ticket pages: one down to its last tickets, one plainly on sale (the sample shows have no ticket page).
  // No digits in the cities: each button names its city for screen readers.
  await addShowInConsole(staff, 'Bergen', undefined, '12');
  await addShowInConsole(staff, 'Oslo');
  await staff.close();
  await recordConsent(page, ACCEPT_ALL);
  await page.addInitScript(() =>
    window.localStorage.setItem('ps_ab_assignments', JSON.stringify({ 'ticket-cta-optimization': 'scarcity' })),
  );
  await openTour(page);
  const list = page.getByTestId('tour-dates');
  await expect(list).toHaveAttribute('data-cta-variant', 'scarcity');
  const texts = await list.getByRole('link').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  const numbers = texts.flatMap((text) => (text.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, ''))));
  expect(numbers.length).toBeGreaterThan(0);
  for (const count of numbers) expect(count).toBeLessThan(LOW_TICKETS_THRESHOLD);
  expect(texts.some((text) => text.startsWith('ON SALE NOW'))).toBe(true);
  await expect(page.getByText(/fast/i)).toHaveCount(0);
});

test('when staff add a show in /admin/tour, then fans see it on the landing page with its year', async ({
  page,
  browser,
}) => {
  const city = `Reykjavik ${Date.now() % 100000}`;
  const date = new Date(Date.now() + 75 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await openConsoleAs(page, 'admin', '/admin/tour');
  await page.getByRole('button', { name: 'Add show' }).click();
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByLabel('Venue', { exact: true }).fill('Harpa');
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Doors (venue time)').fill('19:30');
  await page.getByLabel('Venue time zone').selectOption('Europe/London');
  await page.getByLabel('Ticket link').fill('ftp://tickets.example/harpa');
  await page.getByLabel('Tickets in total').fill('800');
  await page.getByLabel('Tickets left').fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('must be an https:// address')).toBeVisible();
  await page.getByLabel('Ticket link').fill('https://tickets.example/harpa');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('table', { name: 'Shows' }).getByRole('row', { name: new RegExp(city) })).toBeVisible();

  const fan = await browser.newPage();
  await skipNewsletterPopup(fan);
  await recordConsent(fan);
  await openTour(fan);
  const row = fan.getByTestId('tour-dates').getByTestId('tour-date').filter({ hasText: city });
  await expect(row).toContainText('Harpa');
  await expect(row.locator('time')).toContainText(date.slice(0, 4));
  await expect(row).toContainText('Only 20 tickets left');
  await fan.close();
});

/** Adds a show from the Tour screen's dialog; its row in the Shows table. */
async function addShowInConsole(
  page: Page,
  city: string,
  presale?: { code: string; publicSale: string },
  ticketsLeft?: string,
) {
  const date = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.getByRole('button', { name: 'Add show' }).click();
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByLabel('Venue', { exact: true }).fill('Driv');
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Doors (venue time)').fill('20:00');
  await page.getByLabel('Venue time zone').selectOption('Europe/London');
  await page.getByLabel('Ticket link').fill('https://tickets.example/tromso');
  if (ticketsLeft) {
    await page.getByLabel('Tickets in total').fill('500');
    await page.getByLabel('Tickets left').fill(ticketsLeft);
  }
  if (presale) {
    await page.getByLabel('Presale code').fill(presale.code);
    await page.getByLabel('Public sale starts (venue time)').fill(presale.publicSale);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('table', { name: 'Shows' }).getByRole('row', { name: new RegExp(city) });
  await expect(row).toBeVisible();
  return row;
}

test('when staff announce a show from /admin/tour, then each subscriber is mailed it once, and the row says when and to how many', async ({
  page,
  request,
}) => {
  const fan = await confirmedSubscriber(request);
  const city = `Tromso ${Date.now() % 100000}`;
  await openConsoleAs(page, 'admin', '/admin/tour');
  const row = await addShowInConsole(page, city);

  const announce = row.getByRole('button', { name: `Announce ${city}` });
  await announce.click();
  const dialog = page.getByRole('dialog', { name: `Announce ${city} to the newsletter?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(announce).toBeFocused();
  await announce.click();
  await dialog.getByRole('button', { name: 'Send announcement' }).click();
  await expect(page.getByText(new RegExp(`^${city} announced to \\d+ subscribers?$`))).toBeVisible();
  await expect(row).toContainText(/Announced \w{3} \d{1,2}, \d{4} to \d+ subscribers?/);
  await expect(row.getByRole('button', { name: `Announce ${city}` })).toHaveCount(0);

  const mail = await waitForMail(fan, new RegExp(`^New show: ${city}$`));
  expect(mail).toContain('Panic Squad play Driv in');
  expect(mail).toContain('https://tickets.example/tromso');
  expect(linkIn(mail, '/api/newsletter/unsubscribe')).toContain('token=');
});

test('when staff cancel an announced show, then the subscribers get a cancellation mail', async ({ page, request }) => {
  const fan = await confirmedSubscriber(request);
  const city = `Bergen ${Date.now() % 100000}`;
  const publicSale = `${new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T10:00`;
  await openConsoleAs(page, 'admin', '/admin/tour');
  const row = await addShowInConsole(page, city, { code: 'BERGEN-EARLY', publicSale });
  await row.getByRole('button', { name: `Announce ${city}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send announcement' }).click();
  await expect(row).toContainText(/Announced .* to \d+ subscribers?/);
  const announcement = await waitForMail(fan, new RegExp(`^New show: ${city}$`));
  expect(announcement).toContain('Your presale code: BERGEN-EARLY.');

  const cancel = row.getByRole('button', { name: `Cancel show: ${city}` });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: `Cancel the show in ${city}?` });
  await expect(dialog).toContainText(/\d+ subscribers? who (was|were) told about it gets? an e-mail/);
  await dialog.getByRole('button', { name: 'Keep the show' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeFocused();
  await cancel.click();
  const cancelled = page.waitForResponse((response) => response.url().endsWith('/cancel'));
  await dialog.getByRole('button', { name: 'Cancel show' }).click();
  expect((await cancelled).ok()).toBe(true);
  await expect(row).toContainText(/\d+ subscribers? told it is cancelled/);
  await expect(row.getByRole('rowheader', { name: city })).toBeFocused();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();

  const mail = await waitForMail(fan, new RegExp(`^Cancelled: ${city}$`));
  expect(mail).toContain(`the Panic Squad show at Driv in ${city} on`);
  expect(mail).toContain('https://tickets.example/tromso');
  expect(linkIn(mail, '/api/newsletter/unsubscribe')).toContain('token=');
});

test('when staff cancel a show that was never announced, then the dialog says nobody is e-mailed', async ({ page }) => {
  const city = `Oslo ${Date.now() % 100000}`;
  await openConsoleAs(page, 'admin', '/admin/tour');
  const row = await addShowInConsole(page, city);
  await row.getByRole('button', { name: `Cancel show: ${city}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel the show in ${city}?` });
  await expect(dialog).toContainText('It was never announced, so nobody is e-mailed.');
  await dialog.getByRole('button', { name: 'Cancel show' }).click();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('told it is cancelled');
});

test('when staff switch the Tour screen to played shows, then the address keeps the choice and a reload shows the same page', async ({
  page,
}) => {
  await openConsoleAs(page, 'admin', '/admin/tour');
  const shows = page.getByRole('table', { name: 'Shows' });
  await expect(shows.getByText(/^Played · /)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Shows' }).selectOption({ label: 'Played (latest first)' });
  await expect(page).toHaveURL(/[?&]when=played\b/);
  await expect(shows.getByText(/^Played · /).first()).toBeVisible();
  await expect(shows.getByText(/^(Scheduled|Sold out|Cancelled)$/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Shows' })).toHaveValue('played');
  await expect(shows.getByText(/^Played · /).first()).toBeVisible();
});
