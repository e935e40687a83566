import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

test('when an admin invites a member who sets a password through the link, then disabling them ends their session', async ({
  page,
  browser,
}) => {
  const member = { email: `roadie-${randomUUID().slice(0, 8)}@panicsquad.example`, name: 'Robin Roadie' };
  await openConsoleAs(page, 'admin', '/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  await page.getByRole('button', { name: 'Invite staff member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a staff member' });
  await invite.getByLabel('E-mail').fill(member.email);
  await invite.getByLabel('Name').fill(member.name);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const link = await page.getByRole('dialog', { name: 'Invitation sent' }).getByLabel('One-time link').inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: new RegExp(member.email) });
  await expect(row.getByText('Invited')).toBeVisible();

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await recordConsent(memberPage);
  const { pathname, search } = new URL(link);
  await memberPage.goto(`${pathname}${search}`);
  await memberPage.getByLabel('New password', { exact: true }).fill('roadie pass phrase 9');
  await memberPage.getByLabel('Confirm new password').fill('roadie pass phrase 9');
  await memberPage.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(memberPage.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();

  await page.reload();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: `Disable: ${member.name}` }).click();
  await page
    .getByRole('dialog', { name: `Disable ${member.name}?` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(row.getByText('Disabled')).toBeVisible();

  expect((await memberPage.request.get('/api/admin/orders')).status()).toBe(401);
  await memberPage.goto('/admin/orders');
  await expect(memberPage.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await memberContext.close();
});
