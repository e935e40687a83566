import { authenticator } from 'otplib';
import { expect, test, type Page } from '@playwright/test';
import { createStaffMember, type StaffAccount } from './support/staff';
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

test('when a member turns on two-factor from their Profile, then signing in asks for an app code or a recovery code', async ({
  page,
  request,
}) => {
  const member = await createStaffMember(request, 'staff');
  await page.goto('/admin');
  await page.getByLabel('Staff email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
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
