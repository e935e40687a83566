import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { withoutFirstScreenData } from './support/first-screen';
import { linkIn, waitForMail } from './support/outbox';
import { expectRemote } from './support/remotes';
import { ACCEPT_ALL, recordConsent, RETURNING_VISITOR, seedPopupHistory, type PopupHistory } from './support/visitor';

const HISTORY_KEY = 'ps_popup_history';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Past the newsletter pop-up's 2 s delay. */
const POPUP_DUE_MS = 2_500;

/** The page's own clock: time jumps instead of real waits (each due timer fires once). */
async function openLanding(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  await expectRemote(page, 'mf-landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Panic Squad' })).toBeVisible();
}

/** A visitor who accepted everything on an earlier visit and has seen no marketing modal lately. */
async function returningFan(page: Page, history: PopupHistory = RETURNING_VISITOR): Promise<void> {
  await recordConsent(page, ACCEPT_ALL);
  await seedPopupHistory(page, history);
}

const storedHistory = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as PopupHistory | null, HISTORY_KEY);

/** As if the last modal showed `days` ago. */
async function ageLastModal(page: Page, days: number): Promise<void> {
  await page.evaluate(
    ({ key, ago }) => {
      const history = JSON.parse(localStorage.getItem(key)!) as PopupHistory;
      localStorage.setItem(key, JSON.stringify({ ...history, lastShownAt: Date.now() - ago }));
    },
    { key: HISTORY_KEY, ago: days * DAY_MS },
  );
}

async function expectNoModalAfter(page: Page, ms: number): Promise<void> {
  const before = (await storedHistory(page))?.lastShownAt;
  await page.clock.fastForward(ms);
  await expect(page.getByTestId('offer-modal')).toHaveCount(0);
  // Showing one writes the time at once, so this also catches a modal whose code is still loading.
  expect((await storedHistory(page))?.lastShownAt).toBe(before);
}

const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('when signup fails in the pop-up, then the error sits beside the field and the toast is announced above the dialog', async ({
  page,
}) => {
  await page.route('**/api/newsletter/signup', (route) =>
    route.fulfill({ status: 409, json: { code: 'ALREADY_SUBSCRIBED', message: 'You are already in the Squad.' } }),
  );
  await returningFan(page);
  await openLanding(page);
  await page.clock.fastForward(POPUP_DUE_MS);
  const dialog = page.getByRole('dialog');
  const email = dialog.getByLabel('Email address');

  await email.fill('abc');
  await dialog.getByRole('button', { name: 'JOIN THE SQUAD' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Invalid email');

  await email.fill('fan@example.com');
  await dialog.getByRole('button', { name: 'JOIN THE SQUAD' }).click();
  await expect(email).toHaveAccessibleDescription('You are already in the Squad.');
  await expect(email).toBeFocused();
  const toast = dialog.getByRole('alert').filter({ hasText: 'Signup Failed' });
  await expect(toast).toContainText('You are already in the Squad.');
  await expect(dialog.getByTestId('toaster')).toHaveAttribute('aria-live', 'polite');
  // Nothing (the backdrop above all) covers the toast: the topmost element at its centre is part of it.
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop).toBe(true);
});

test('when a visitor has not chosen yet, then no pop-up covers the consent banner, and Reject All means none at all', async ({
  page,
}) => {
  await openLanding(page);
  await page.clock.fastForward(3_000);
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  // The timed banner is announced, not focused.
  expect(await focusIsOnBody(page)).toBe(true);
  await expectNoModalAfter(page, 15_000);
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Reject All' }).click();
  await expectNoModalAfter(page, 60_000);
});

test('when a first-time visitor accepts all, then one pop-up opens after the quiet start, and closing it keeps focus on the page', async ({
  page,
}) => {
  await openLanding(page);
  await page.clock.fastForward(3_000);
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept All' }).click();
  await page.clock.fastForward(POPUP_DUE_MS);
  // The first 10 s of a first visit stay quiet whatever the consent.
  await expect(page.getByTestId('offer-modal')).toHaveCount(0);
  await page.clock.fastForward(5_000);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('offer-modal')).toBeVisible();

  await dialog.getByRole('button', { name: "No thanks, I'll panic alone" }).click();
  await expect(page.getByTestId('offer-modal')).toHaveCount(0);
  // Nobody opened it, so focus goes to the part of the page in view rather than to <body>.
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('when a fan dismissed a pop-up, then none shows for 7 days, and after a second dismissal none ever again', async ({
  page,
}) => {
  await returningFan(page);
  await openLanding(page);
  await page.clock.fastForward(POPUP_DUE_MS);
  await page.getByRole('dialog').getByRole('button', { name: 'Close offer' }).click();

  await page.reload();
  await expectNoModalAfter(page, POPUP_DUE_MS);

  await ageLastModal(page, 6);
  await page.reload();
  await expectNoModalAfter(page, POPUP_DUE_MS);

  await ageLastModal(page, 8);
  await page.reload();
  await page.clock.fastForward(POPUP_DUE_MS);
  await page.getByRole('dialog').getByRole('button', { name: 'Close offer' }).click();
  expect(await storedHistory(page)).toMatchObject({ dismissals: 2 });

  await ageLastModal(page, 30);
  await page.reload();
  await expectNoModalAfter(page, POPUP_DUE_MS);
});

test('when a fan subscribed, then no pop-up opens again', async ({ page }) => {
  await page.route('**/api/newsletter/signup', (route) =>
    route.fulfill({ status: 200, json: { status: 'confirmation_sent', message: 'Check your inbox' } }),
  );
  await returningFan(page);
  await openLanding(page);
  await page.clock.fastForward(POPUP_DUE_MS);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill('fan@example.com');
  await dialog.getByRole('button', { name: 'JOIN THE SQUAD' }).click();
  await expect(dialog.getByText('Almost there!')).toBeVisible();
  await page.clock.fastForward(3_500);
  await expect(page.getByTestId('offer-modal')).toHaveCount(0);
  expect(await focusIsOnBody(page)).toBe(false);

  await ageLastModal(page, 30);
  await page.reload();
  await expectNoModalAfter(page, POPUP_DUE_MS);
  await page.mouse.move(640, 300);
  await page.mouse.move(640, -10, { steps: 4 });
  await expectNoModalAfter(page, 1_500);
});

test('when the tab is hidden, then no exit-intent offer opens; a mouse leaving through the top does', async ({
  page,
}) => {
  // A modal seen just under 7 days ago: the timed pop-up finds the way shut as the page loads and is never set,
  // and 20 s later exit intent, checked when it fires, is allowed.
  await returningFan(page, { ...RETURNING_VISITOR, lastShownAt: Date.now() - 7 * DAY_MS + 20_000 });
  await openLanding(page);
  await page.clock.fastForward(25_000);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expectNoModalAfter(page, 1_500);

  await page.mouse.move(640, 300);
  await page.mouse.move(640, -10, { steps: 4 });
  await page.clock.fastForward(1_100);
  await expect(page.getByRole('dialog').getByTestId('offer-modal')).toBeVisible();
});

/** A fan who signed up and confirmed through the e-mailed link, so this week's count has someone in it. */
async function confirmedSignup(request: APIRequestContext): Promise<void> {
  const email = `proof-${randomUUID()}@example.com`;
  const signup = await request.post('/api/newsletter/signup', { data: { email, source: 'contact_form' } });
  expect(signup.ok()).toBe(true);
  const link = linkIn(await waitForMail(email, /^Confirm your Panic Squad subscription$/), '/newsletter/confirm');
  const token = new URL(link, 'http://site').searchParams.get('token');
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);
}

test('when the landing page opens, then it has no analytics button and the control card shows its signups once', async ({
  page,
  request,
}) => {
  await confirmedSignup(request);
  await openLanding(page);
  await expect(page.getByRole('button', { name: /analytics/i })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Contact' }).click();
  const card = page.locator('[data-variant="control"]');
  await expect(card.getByTestId('social-proof')).toHaveCount(1);
});

test('when the settings hold the chat figure, then the chat line and the widget show the same number', async ({
  page,
}) => {
  await page.route('**/api/settings', async (route) => {
    const response = await route.fetch();
    const settings = await response.json();
    settings.band.figures.discordMembers = 45_210;
    await route.fulfill({ response, json: settings });
  });
  await withoutFirstScreenData(page, '/');
  await openLanding(page);
  await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Social' }).click();
  await expect(page.getByText('Join 45K+ fans in the chat')).toBeVisible();
  await page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Contact' }).click();
  await page.clock.fastForward(1_500);
  await expect(page.getByTestId('chat-widget').first()).toContainText('45,210');
});

test('when Privacy settings is opened from the footer and closed, then focus goes back to the footer button', async ({
  page,
}) => {
  await recordConsent(page);
  await openLanding(page);
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' });
  await opener.click();
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(banner).toHaveCount(0);
  await expect(opener).toBeFocused();
});

/** This tab's session already holds 11 events, so the next one makes the visitor highly engaged (spec 1 §4). */
async function engagedThisSession(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sessionId = 'engaged-tab';
    sessionStorage.setItem('ps_tracking_session_id', sessionId);
    const timestamp = new Date().toISOString();
    const events = Array.from({ length: 11 }, () => ({ eventType: 'click', timestamp, sessionId }));
    if (localStorage.getItem('ps_user_events') === null) localStorage.setItem('ps_user_events', JSON.stringify(events));
  });
}

test('when a highly engaged fan closed the newsletter pop-up, then the exclusive-content offer still opens after 30 s', async ({
  page,
}) => {
  await returningFan(page);
  await engagedThisSession(page);
  await openLanding(page);
  await page.clock.fastForward(POPUP_DUE_MS);
  const modal = page.getByTestId('offer-modal');
  await expect(modal).toHaveAttribute('data-offer', 'newsletter');
  await page.getByRole('dialog').getByRole('button', { name: 'Close offer' }).click();
  await expect(modal).toHaveCount(0);

  await page.clock.fastForward(30_000);
  await expect(modal).toHaveAttribute('data-offer', 'exclusive-content');
  await expect(modal).toContainText('GET EXCLUSIVE ACCESS');
  expect(await storedHistory(page)).toMatchObject({ exclusiveShownAt: expect.any(Number), dismissals: 1 });
});
