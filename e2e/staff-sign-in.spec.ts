import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './support/staff';
import { recordConsent, skipNewsletterPopup } from './support/visitor';
import { confirmFromMail, signUpOnPage } from './support/sign-up';

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

test('when staff sign in at /admin, then the console shows their name and role, and Sign out locks it again', async ({
  page,
}) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Staff email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('button', { name: `Staff account: ${E2E_ADMIN.name}` }).click();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByTestId('staff-role')).toHaveText('admin');
  expect((await page.request.get('/api/admin/staff')).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect((await page.request.get('/api/admin/staff')).status()).toBe(401);
});

test('when a signed-in customer opens /admin, then the staff sign-in shows and the admin API refuses them', async ({
  page,
}) => {
  const email = `fan-${randomUUID().slice(0, 8)}@example.com`;
  await signUpOnPage(page, { first: 'Fan', last: 'Only', email, password: 'just-a-fan-password' });
  await confirmFromMail(page, email);
  await expect(page.getByRole('button', { name: 'Account: Fan Only' })).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toHaveCount(0);
  expect([401, 403]).toContain((await page.request.get('/api/admin/staff')).status());

  await page.getByLabel('Staff email').fill(email);
  await page.getByLabel('Password').fill('just-a-fan-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect');
});

test('when fans browse the site, then no page links to /admin', async ({ page }) => {
  for (const path of ['/', '/store', '/cart', '/account/orders', '/account/sign-in']) {
    await page.goto(path);
    await expect(page.locator('[data-remote]')).toBeVisible();
    await expect(page.locator('a[href^="/admin"]')).toHaveCount(0);
  }
});
