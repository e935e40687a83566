import { expect, test, type Page } from '@playwright/test';
import { expectRemote } from './support/remotes';
import { ACCEPT_ALL, recordConsent, RETURNING_VISITOR, seedPopupHistory, skipNewsletterPopup } from './support/visitor';

/** A recorded "Reject All" keeps the consent banner away; the timed newsletter pop-up is marked as already seen. */
async function openLandingWithoutBanner(page: Page): Promise<void> {
  await recordConsent(page);
  await skipNewsletterPopup(page);
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Panic Squad' })).toBeVisible();
}

/**
 * A fan who allowed marketing and last saw a modal just under 7 days ago: the timed pop-up is never set
 * as the page loads, and once the page clock has moved past the 7 days exit intent may open.
 */
async function openLandingForExitIntent(page: Page): Promise<void> {
  await recordConsent(page, ACCEPT_ALL);
  await seedPopupHistory(page, { ...RETURNING_VISITOR, lastShownAt: Date.now() - 7 * 24 * 60 * 60 * 1000 + 20_000 });
  await page.clock.install();
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Panic Squad' })).toBeVisible();
  await page.clock.fastForward(25_000);
}

async function leaveThroughTheTop(page: Page): Promise<void> {
  await page.mouse.move(640, 300);
  await page.mouse.move(640, -10, { steps: 4 });
}

async function openNewsletterForm(page: Page) {
  await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Contact' }).click();
  const form = page.getByTestId('newsletter-form');
  await expect(form).toBeVisible();
  return form;
}

test('when the mouse leaves through the top of the window, then the exit-intent offer opens, and not again after closing', async ({
  page,
}) => {
  await openLandingForExitIntent(page);
  await leaveThroughTheTop(page);
  await page.clock.fastForward(1_100);
  const offer = page.getByRole('dialog');
  await expect(offer.getByTestId('offer-modal')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'JOIN THE SQUAD' })).toBeDisabled();
  await offer.getByRole('button', { name: 'Close offer' }).click();
  await expect(page.getByTestId('offer-modal')).toHaveCount(0);
  // Focus did not start anywhere (a mouse opened nothing), so it goes to the page, not to <body>.
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);

  await leaveThroughTheTop(page);
  await page.clock.fastForward(1_500);
  await expect(page.getByTestId('offer-modal')).toHaveCount(0);
});

test('when the mouse comes back within a second, then no exit-intent offer opens', async ({ page }) => {
  await openLandingForExitIntent(page);
  await page.mouse.move(640, 300);
  await page.mouse.move(640, -10, { steps: 2 });
  await page.mouse.move(640, 300, { steps: 2 });
  await page.clock.fastForward(1_500);
  await expect(page.getByTestId('offer-modal')).toHaveCount(0);
});

test('when a fan joins from the exit-intent offer, then it asks them to confirm by e-mail and closes itself', async ({
  page,
}) => {
  await page.route('**/api/newsletter/signup', (route) => route.fulfill({ status: 201, json: { subscribed: true } }));
  await openLandingForExitIntent(page);
  await leaveThroughTheTop(page);
  await page.clock.fastForward(1_100);
  const offer = page.getByRole('dialog');
  await offer.getByLabel('Email address').fill('fan@example.com');
  await offer.getByRole('button', { name: 'JOIN THE SQUAD' }).click();
  await expect(offer.getByText('Almost there!')).toBeVisible();
  await expect(page.getByTestId('toaster').getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
  await page.clock.fastForward(3_500);
  await expect(page.getByTestId('offer-modal')).toHaveCount(0);
});

test('when the newsletter email is empty, then the form asks for it and sends nothing', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/newsletter/signup', (route) => {
    calls += 1;
    return route.fulfill({ status: 201, json: {} });
  });
  await openLandingWithoutBanner(page);
  const form = await openNewsletterForm(page);
  await expect(form.getByRole('button', { name: 'JOIN THE SQUAD' })).toHaveAttribute('aria-disabled', 'true');
  await form.getByLabel('Email').fill('   ');
  await form.getByLabel('Email').press('Enter');
  const alert = page.getByRole('alert').filter({ hasText: 'Email Required' });
  await expect(alert).toContainText('Please enter your email address');
  expect(calls).toBe(0);
});

test('when the signup fails, then the server message is shown and the form keeps the address', async ({ page }) => {
  await page.route('**/api/newsletter/signup', (route) =>
    route.fulfill({ status: 409, json: { code: 'ALREADY_SUBSCRIBED', message: 'You are already in the Squad.' } }),
  );
  await openLandingWithoutBanner(page);
  const form = await openNewsletterForm(page);
  await form.getByLabel('Email').fill('fan@example.com');
  await form.getByRole('button', { name: 'JOIN THE SQUAD' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Signup Failed' });
  await expect(alert).toContainText('You are already in the Squad.');
  await expect(form.getByLabel('Email')).toHaveValue('fan@example.com');

  await page.route('**/api/newsletter/signup', (route) => route.fulfill({ status: 502, body: '' }));
  await form.getByRole('button', { name: 'JOIN THE SQUAD' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Signup Failed' })).toContainText('Please try again later.');
});

test('when the signup succeeds, then the fan is asked to confirm by e-mail and the form clears', async ({ page }) => {
  let sent: unknown;
  // The answer is held until the busy state has been seen, so a fast server cannot skip past it.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/newsletter/signup', async (route) => {
    sent = route.request().postDataJSON();
    await answered;
    await route.fulfill({ status: 201, json: { subscribed: true } });
  });
  await openLandingWithoutBanner(page);
  const form = await openNewsletterForm(page);
  await form.getByLabel('Name (optional)').fill('Ava');
  await form.getByLabel('Email').fill('  ava@example.com ');
  const tourDates = form.getByRole('checkbox', { name: /Send me tour dates/ });
  await expect(tourDates).not.toBeChecked();
  await tourDates.check();
  await form.getByRole('button', { name: 'JOIN THE SQUAD' }).click();
  await expect(form.getByRole('button', { name: 'JOINING THE SQUAD...' })).toBeVisible();
  answer();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(
    'We sent you a link to confirm your subscription.',
  );
  await expect(form.getByLabel('Email')).toHaveValue('');
  expect(sent).toEqual({
    email: 'ava@example.com',
    name: 'Ava',
    wantsUpdates: true,
    source: 'contact_form',
    variant: 'control',
  });
});
