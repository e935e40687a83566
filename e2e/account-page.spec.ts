import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage, fillPaymentStep } from './support/checkout';
import { linkIn, mailsTo, waitForMail } from './support/outbox';
import { confirmFromMail, signUpOnPage } from './support/sign-up';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'anxious-but-brave-42';

/** A fan with a confirmed account, signed in on `page`, on the account page. */
async function signedUpFan(page: Page, first = 'Riley') {
  const email = uniqueEmail(first.toLowerCase());
  await signUpOnPage(page, { first, last: 'Nervous', email, password: PASSWORD });
  await confirmFromMail(page, email);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  return email;
}

test('when a visitor opens the account page, then they are sent to sign in and come back to it', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/sign-in\?next=%2Faccount$/);
});

test('when a fan renames themselves and changes the password, then the header greets the new name and only the new password signs in', async ({
  page,
  browser,
}) => {
  const email = await signedUpFan(page);
  const name = page.getByRole('region', { name: 'Name' });
  await name.getByLabel('First name').fill('Sam');
  await name.getByRole('button', { name: 'Save name' }).click();
  await expect(name.getByRole('status')).toHaveText('Your name has been saved.');
  await expect(page.getByRole('button', { name: 'Account: Sam Nervous' })).toBeVisible();

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not my password at all');
  await password.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
  await password.getByLabel('Confirm new password').fill('a brand new passphrase');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Your current password is not right')).toBeVisible();
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toHaveText('Your password has been changed.');
  // This browser keeps its session: the page still works after the change.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account: Sam Nervous' })).toBeVisible();

  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await recordConsent(other);
  await skipNewsletterPopup(other);
  await other.goto('/account/sign-in');
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByText('The e-mail or password is incorrect')).toBeVisible();
  await elsewhere.close();
});

test('when a fan changes the e-mail, then nothing changes until the link mailed to the new address is opened, and the old address is told', async ({
  page,
}) => {
  const email = await signedUpFan(page, 'Jo');
  const newEmail = uniqueEmail('jo-moved');
  const section = page.getByRole('region', { name: 'E-mail' });
  await section.getByLabel('New e-mail').fill(newEmail);
  await section.getByLabel('Current password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(section.getByRole('status')).toContainText('Check the inbox of your new address');
  await expect(section.getByText(email)).toBeVisible();

  const link = linkIn(await waitForMail(newEmail, /^Confirm your new e-mail/), '/account/confirm-email-change');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my new e-mail' }).click();
  await expect(page.getByRole('status')).toContainText('Your e-mail address has been changed.');
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(page.getByRole('region', { name: 'E-mail' }).getByText(newEmail)).toBeVisible();
  await expect.poll(async () => (await mailsTo(email, /^Your Panic Squad e-mail was changed$/)).length).toBe(1);
});

test('when a fan saves addresses on the account page, then checkout starts from the default and offers the others for shipping and for billing', async ({
  page,
  request,
}) => {
  // Two journeys' worth of steps: three saves on the account page, then a whole checkout.
  test.setTimeout(60_000);
  await signedUpFan(page, 'Alex');
  const book = page.getByRole('region', { name: 'Addresses' });
  await expect(book.getByText('You have no saved addresses yet.')).toBeVisible();

  await book.getByRole('button', { name: 'Add an address' }).click();
  await book.getByLabel('First name').fill('Alex');
  await book.getByLabel('Last name').fill('Nervous');
  await book.getByLabel('Address', { exact: true }).fill('9 Basement Row');
  await book.getByLabel('City').fill('Chicago');
  await book.getByLabel('State / Province').selectOption('IL');
  await book.getByLabel('ZIP / Postal code').fill('6060');
  await book.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByText('Please enter a valid postal/ZIP code for the selected country')).toBeVisible();
  await book.getByLabel('ZIP / Postal code').fill('60601');
  await book.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByText('9 Basement Row')).toBeVisible();

  await book.getByRole('button', { name: 'Add an address' }).click();
  await book.getByLabel('First name').fill('Alex');
  await book.getByLabel('Last name').fill('Nervous');
  await book.getByLabel('Address', { exact: true }).fill('77 Tour Bus Road');
  await book.getByLabel('City').fill('Denver');
  await book.getByLabel('State / Province').selectOption('CO');
  await book.getByLabel('ZIP / Postal code').fill('80202');
  await book.getByLabel('Default shipping address').check();
  await book.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByText('Default shipping', { exact: true })).toBeVisible();

  await book.getByRole('button', { name: 'Edit 9 Basement Row, Chicago' }).click();
  await book.getByLabel('Apartment, suite, etc. (optional)').fill('Unit 2');
  await book.getByRole('button', { name: 'Save address' }).click();
  await expect(book.getByText('Unit 2')).toBeVisible();

  const [product] = (await allProducts(request)).filter((p) => (p.variants[0]?.inventory.available ?? 0) > 10);
  await addToCartFromProductPage(page, product!.slug);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('77 Tour Bus Road');
  const saved = page.getByRole('group', { name: 'Your saved addresses' });
  await saved.getByLabel(/9 Basement Row/).check();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('9 Basement Row');
  await expect(page.getByLabel('City')).toHaveValue('Chicago');
  await saved.getByLabel('A new address').check();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('');
  await saved.getByLabel(/9 Basement Row/).check();
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  // The bill can go to another saved address.
  await page.getByLabel('Same as shipping address').uncheck();
  await page
    .getByRole('group', { name: 'Your saved addresses' })
    .getByLabel(/77 Tour Bus Road/)
    .check();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('77 Tour Bus Road');
  await expect(page.getByLabel('City')).toHaveValue('Denver');
  await expect(page.getByLabel('State / Province')).toHaveValue('CO');
  await fillPaymentStep(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Complete Order - \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText('9 Basement Row')).toBeVisible();
});

test('when a fan deletes the account with the password, then they are signed out and the account no longer signs in', async ({
  page,
}) => {
  const email = await signedUpFan(page, 'Kim');
  const privacy = page.getByRole('region', { name: 'Privacy' });
  await privacy.getByLabel('Send me news and offers by e-mail').check();
  await expect(privacy.getByRole('status')).toHaveText('Your choice has been saved.');
  await privacy.getByLabel('Current password').fill('not my password at all');
  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  await expect(privacy.getByText('Your current password is not right')).toBeVisible();
  await privacy.getByLabel('Current password').fill(PASSWORD);
  await privacy.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Account deleted', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/account/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail or password is incorrect')).toBeVisible();
});
