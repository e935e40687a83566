import { expect, test } from '@playwright/test';
import { confirmedSubscriber, linkIn, waitForMail } from './support/outbox';
import { E2E_ADMIN } from './support/staff';
import { openConsoleAs } from './support/staff-sessions';

test('when staff write and send a mailing from /admin/newsletter, then each confirmed subscriber gets it with an unsubscribe link', async ({
  page,
  request,
}) => {
  const fan = await confirmedSubscriber(request);
  const subject = `Van diary ${Date.now() % 100000}`;
  await openConsoleAs(page, 'admin', '/admin/newsletter');
  const audience = page.getByRole('definition').filter({ hasText: /^\d[\d,]*$/ });
  await expect(audience).toBeVisible();

  await page.getByRole('button', { name: 'New mailing' }).click();
  const compose = page.getByRole('dialog', { name: 'New mailing' });
  await compose.getByRole('button', { name: 'Save draft' }).click();
  await expect(compose.getByText('Subject is required')).toBeVisible();
  await compose.getByLabel('Subject').fill(subject);
  await compose
    .getByLabel('Text')
    .fill('A new demo from the van.\n\nListen: https://panicsquad.example/demo <b>loud</b>');
  await compose.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByText(`Test sent to ${E2E_ADMIN.email}`)).toBeVisible();
  const test = await waitForMail(E2E_ADMIN.email, new RegExp(`^\\[Test\\] ${subject}$`));
  expect(test).toContain('This is a test copy.');
  await compose.getByRole('button', { name: 'Save draft' }).click();
  await expect(compose).toBeHidden();

  const row = page.getByRole('table', { name: 'Mailings' }).getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('Draft');
  const send = row.getByRole('button', { name: `Send ${subject}…` });
  await send.click();
  const confirm = page.getByRole('dialog', { name: new RegExp(`^Send "${subject}" to \\d+ subscribers?\\?$`) });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(send).toBeFocused();
  await send.click();
  const sent = page.waitForResponse((response) => response.url().endsWith('/send'));
  await confirm.getByRole('button', { name: 'Send mailing' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(row).toContainText(/Sent .* to \d+ subscribers? by Admin/);
  await expect(row.getByRole('button')).toHaveCount(0);

  const mail = await waitForMail(fan, new RegExp(`^${subject}$`));
  expect(mail).toContain('A new demo from the van.');
  expect(mail).toContain('<a href="https://panicsquad.example/demo">');
  expect(mail).toContain('&lt;b&gt;loud&lt;/b&gt;');
  expect(linkIn(mail, '/api/newsletter/unsubscribe')).toContain('token=');

  await page.getByLabel('Per page').selectOption('10');
  await expect(page).toHaveURL(/[?&]size=10\b/);
  await page.reload();
  await expect(page.getByLabel('Per page')).toHaveValue('10');
  await expect(row).toContainText('Sent');
});
