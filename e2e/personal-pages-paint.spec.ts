import { expect, test, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage, orderSummaryValue } from './support/checkout';
import { bodyOf, consoleProblems, waitUntilLive } from './support/first-screen';
import { holdResponses } from './support/held-responses';
import {
  expectSettledWithinBudget,
  LIGHTHOUSE_PHONE,
  largestPaints,
  recordLayoutShifts,
  settledLayoutShifts,
} from './support/layout-shifts';
import { customerWithAnOrder } from './support/sign-up';
import { recordConsent } from './support/visitor';

test.use({ viewport: LIGHTHOUSE_PHONE, serviceWorkers: 'block' });
test.beforeEach(({ page }) => recordLayoutShifts(page));

async function oneLineInTheCart(page: Page) {
  const product = (await allProducts(page.request)).find((each) => (each.variants[0]?.inventory.available ?? 0) > 10)!;
  await addToCartFromProductPage(page, product.slug);
}

async function openCheckoutUntilQuoted(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(orderSummaryValue(page, 'Total')).toContainText('$');
}

test('when a first-time shopper with a cart line opens /checkout on a phone, then nothing moves once drawn, the consent banner included', async ({
  page,
}) => {
  await oneLineInTheCart(page);
  await openCheckoutUntilQuoted(page);
  // The banner comes after a pause (3 s) and must not push the page.
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await expectSettledWithinBudget(page);
});

test.describe('consent given earlier', () => {
  test.beforeEach(({ page }) => recordConsent(page));

  test('when a guest with a cart line opens /checkout on a phone, then nothing moves once drawn', async ({ page }) => {
    await oneLineInTheCart(page);
    await openCheckoutUntilQuoted(page);
    await expectSettledWithinBudget(page);
  });

  test('when a signed-in customer with a cart line opens /checkout on a phone, then nothing moves once drawn', async ({
    page,
  }) => {
    const customer = await customerWithAnOrder(page);
    await oneLineInTheCart(page);
    await openCheckoutUntilQuoted(page);
    await expect(
      page.getByText(`Signed in as ${customer.email}: this order will be saved to your account.`),
    ).toBeVisible();
    await expectSettledWithinBudget(page);
  });

  test('when a shopper with a cart line opens /cart on a phone, then nothing moves once drawn', async ({ page }) => {
    await oneLineInTheCart(page);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toContainText(/\$\d+\.\d{2} each/);
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
    await expectSettledWithinBudget(page);
  });

  test('when a signed-in customer opens Your Orders on a phone, then nothing moves once drawn', async ({ page }) => {
    const customer = await customerWithAnOrder(page);
    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 2, name: customer.orderNumber })).toBeVisible();
    await expect(page.getByRole('button', { name: `Account: ${customer.first} ${customer.last}` })).toBeVisible();
    await expectSettledWithinBudget(page);
  });
});

test('when the checkout session answers slowly, then the largest paint is the customer form drawn with the first screen, and the form that replaces it is no larger', async ({
  page,
}) => {
  await recordConsent(page);
  await oneLineInTheCart(page);
  const release = await holdResponses(page, /\/api\/checkout\/session/);
  await page.goto('/checkout');
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect.poll(async () => (await largestPaints(page)).at(-1)?.element).toContain('Send me news about drops');
  const whileHeld = await largestPaints(page);

  release();
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(orderSummaryValue(page, 'Total')).toContainText('$');
  await settledLayoutShifts(page);
  expect(await largestPaints(page)).toEqual(whileHeld);
});

declare global {
  interface Window {
    __serverNote?: Element;
  }
}

test('when a signed-in shopper opens /checkout, then the server draws the note naming their account as the largest paint, and hydration keeps it', async ({
  page,
}) => {
  await recordConsent(page);
  const customer = await customerWithAnOrder(page);
  await oneLineInTheCart(page);
  const note = `Signed in as ${customer.email}: this order will be saved to your account.`;
  const problems = consoleProblems(page);
  const releaseSession = await holdResponses(page, /\/api\/checkout\/session/);
  const releaseScripts = await holdResponses(page, /\.js(\?|$)/);

  // A drawing that misses the server's time limit on a loaded machine leaves the page to the scripts: open it again.
  await expect
    .poll(
      async () => {
        const response = await page.goto('/checkout', { waitUntil: 'commit' });
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        return bodyOf((await response?.text()) ?? '').includes(`Signed in as <!-- -->${customer.email}`);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  // No script of the page has run: what shows is the server's drawing.
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  await expect.poll(async () => (await largestPaints(page)).at(-1)?.element).toMatch(/^p "Signed in as /);
  const withScriptsHeld = await largestPaints(page);
  await page.evaluate((text) => {
    window.__serverNote = [...document.querySelectorAll('#root p')].find((node) => node.textContent === text);
  }, note);

  releaseScripts();
  await waitUntilLive(page);
  await expect(page.getByRole('button', { name: `Account: ${customer.first} ${customer.last}` })).toBeVisible();
  const kept = await page.evaluate(
    (text) =>
      window.__serverNote?.isConnected === true &&
      [...document.querySelectorAll('#root p')].find((node) => node.textContent === text) === window.__serverNote,
    note,
  );
  expect(kept).toBe(true);

  releaseSession();
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(page.getByText(note)).toBeVisible();
  await expect(orderSummaryValue(page, 'Total')).toContainText('$');
  await expectSettledWithinBudget(page);
  expect(await largestPaints(page)).toEqual(withScriptsHeld);
  // A first checkout asks for its session and gets a 404 before creating it (spec 3 §7); anything else is a problem.
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});
