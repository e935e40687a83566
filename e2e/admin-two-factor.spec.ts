import { authenticator } from 'otplib';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/outbox';
import { createStaffMember, E2E_ADMIN, signInAsStaff, type StaffAccount } from './support/staff';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

/** A code of the next 30-second step: the app's current one may be the code that confirmed enrolment. */
const nextCode = (secret: string) => authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);

async function passwordStep(page: Page, member: StaffAccount) {
  await page.goto('/admin');
  await page.getByLabel('Staff email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor check' })).toBeVisible();
}

async function signOut(page: Page, member: StaffAccount) {
  await page.getByRole('button', { name: `Staff account: ${member.name}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
}

/** From the signed-in member's Profile: the app's secret and the recovery codes shown once. */
async function turnOnTwoFactor(page: Page, member: StaffAccount) {
  await page.getByRole('button', { name: `Staff account: ${member.name}` }).click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible();
  const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(authenticator.generate(secret));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  const listed = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const codes = await listed.allTextContents();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/On since .*10 of 10 recovery codes left/)).toBeVisible();
  return { secret, codes };
}

test('when a member turns on two-factor from their Profile, then signing in asks for an app code or a recovery code', async ({
  page,
  request,
}) => {
  const member = await createStaffMember(request, 'staff');
  await page.goto('/admin');
  await page.getByLabel('Staff email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const { secret, codes } = await turnOnTwoFactor(page, member);
  await signOut(page, member);

  await passwordStep(page, member);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('That code is not right, or it was already used. Try the next one.')).toBeVisible();
  await page.getByLabel('Code').fill(nextCode(secret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await signOut(page, member);

  await passwordStep(page, member);
  await page.getByLabel('Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await page.goto('/admin/profile');
  await expect(page.getByText(/9 of 10 recovery codes left/)).toBeVisible();
});

test('when a member has lost their authenticator, then an admin resets their two-factor and their password alone signs them in', async ({
  page,
  browser,
  request,
}) => {
  const member = await createStaffMember(request, 'staff');
  await signInAsStaff(page, member);
  await turnOnTwoFactor(page, member);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsStaff(admin, E2E_ADMIN, '/admin/staff?size=100');
  const row = admin.getByRole('row', { name: new RegExp(member.email) });
  await row.getByRole('button', { name: `Reset two-factor: ${member.name}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Reset two-factor for ${member.name}?` });
  await expect(confirm).toContainText('signed out everywhere');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(admin.getByText(`Saved: two-factor is off for ${member.name}`)).toBeVisible();
  await expect(row.getByText('Off')).toBeVisible();
  await expect(row.getByRole('button', { name: `Reset two-factor: ${member.name}` })).toHaveCount(0);
  await adminContext.close();

  expect(await waitForMail(member.email, /two-factor was reset/)).toContain(E2E_ADMIN.email);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await signInAsStaff(page, member);
  await page.goto('/admin/profile');
  await expect(page.getByRole('button', { name: 'Set up two-factor' })).toBeVisible();
});
