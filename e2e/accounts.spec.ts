import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage, fillPaymentStep, fillShippingStep } from './support/checkout';
import { linkIn, waitForMail } from './support/outbox';
import { confirmFromMail, confirmMailsArrive, signUpOnPage } from './support/sign-up';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openAccountMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Account: ${name}` }).click();
}

test("when a fan creates an account at checkout, then the order is a guest's until the mailed link confirms the address, and then the account has it and checks out again from the same address", async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('new-hero');
  const password = 'anxious-but-brave-42';
  const [product] = (await allProducts(request)).filter((p) => (p.variants[0]?.inventory.available ?? 0) > 10);
  await addToCartFromProductPage(page, product!.slug);
  await page.goto('/checkout');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('switch', { name: /Check out as a guest/ }).uncheck();
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Nervous');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  // Nobody is signed in by a sign-up: the address is proven first.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await fillShippingStep(page);
  await fillPaymentStep(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Complete Order - \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!.trim();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox to confirm your e-mail' })).toBeVisible();

  const elsewhere = await browser.newContext();
  const phone = await elsewhere.newPage();
  await recordConsent(phone);
  await skipNewsletterPopup(phone);
  await phone.goto('/account/orders');
  await expect(phone.getByRole('heading', { name: orderNumber })).toHaveCount(0);
  await phone.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(phone).toHaveURL(/\/account\/sign-in/);
  await signIn(phone, email, password);
  await expect(phone.getByRole('alert')).toHaveText('Confirm your e-mail first: we have sent you a new link.');
  await confirmMailsArrive(email, 2);
  await confirmFromMail(phone, email);
  await expect(phone.getByRole('heading', { level: 2, name: orderNumber })).toBeVisible();
  await expect(phone.getByText('Every order on your account, from any device')).toBeVisible();

  // Checking out again, signed in: the e-mail and the last order's address are already there.
  await addToCartFromProductPage(phone, product!.slug);
  await phone.goto('/checkout');
  await expect(phone.getByLabel('Email')).toHaveValue(email);
  await expect(phone.getByRole('switch', { name: /Check out as a guest/ })).toHaveCount(0);
  await phone.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(phone.getByLabel('Address', { exact: true })).toHaveValue('12 Cape Street');
  await expect(phone.getByLabel('City')).toHaveValue('Portland');
  await expect(phone.getByLabel('State / Province')).toHaveValue('OR');
  await elsewhere.close();
});

test('when a wrong password is given, then the alert says so and takes the focus', async ({ page }) => {
  await page.goto('/account/sign-in');
  await signIn(page, uniqueEmail('nobody'), 'not-the-password-1');
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('The e-mail or password is incorrect');
  await expect(alert).toBeFocused();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('when a fan forgets their password, then the e-mailed link sets a new one that signs them in', async ({
  page,
}) => {
  const email = uniqueEmail('forgetful');
  await signUpOnPage(page, { first: 'Sam', last: 'Worrier', email, password: 'first-password-77' });
  await confirmFromMail(page, email);

  await openAccountMenu(page, 'Sam Worrier');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/account/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in form has an Email field too: fill the new page's, not the one still shown while it loads.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');

  const resetLink = linkIn(await waitForMail(email, /password/i), '/account/reset-password');
  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('second-password-88');
  await page.getByLabel('Confirm new password').fill('second-password-88');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');

  await page.goto(resetLink);
  await page.getByLabel('New password', { exact: true }).fill('third-password-99');
  await page.getByLabel('Confirm new password').fill('third-password-99');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');

  await page.goto('/account/sign-in');
  await signIn(page, email, 'second-password-88');
  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('button', { name: 'Account: Sam Worrier' })).toBeVisible();
});
