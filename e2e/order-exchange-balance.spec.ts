import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { placeSwappableOrder } from './support/order-edits';
import { waitForMail } from './support/outbox';
import { deliverThroughConsoleApi, openReturnPage, startExchangeOfOneUnit } from './support/returns';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent } from './support/visitor';

// Three browsers take the exchange through every step on a loaded machine: longer than one page's budget.
test.describe.configure({ timeout: 150_000 });

test('when staff approve an exchange for a dearer option, then the customer pays the difference on the pay page and staff send the replacement', async ({
  page,
  browser,
  request,
}) => {
  const email = `dearer-${randomUUID().slice(0, 8)}@example.com`;
  const { order, dear } = await placeSwappableOrder(request, email);
  await recordConsent(page);
  await openConsoleAs(page, 'admin');
  await deliverThroughConsoleApi(page, order);

  const guest = await browser.newPage();
  await recordConsent(guest);
  await startExchangeOfOneUnit(guest, order);
  const option = guest.getByLabel('Exchange for').locator(`option[value="${dear.id}"]`);
  await expect(option).toContainText(/\(\+\$\d+\.\d\d each\)/);
  await guest.getByLabel('Exchange for').selectOption(String(dear.id));
  await expect(guest.getByText(/we e-mail you a link to pay the difference by card/)).toBeVisible();
  await guest.getByLabel('Why are you sending it back?').fill('I want the other one');
  await guest.getByRole('button', { name: 'Send request' }).click();
  await expect(guest.getByRole('heading', { name: /^Exchange \d+: Requested$/ })).toBeVisible();

  await page.goto(`/admin/returns?q=${order.orderNumber}`);
  await page
    .getByTestId('return-row')
    .getByRole('link', { name: /^Exchange \d+$/ })
    .click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: /^Approve exchange/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText('Approved; the customer was e-mailed')).toBeVisible();
  await expect(page.getByText(/still due from the customer/)).toBeVisible();
  await page.getByRole('button', { name: 'Mark received' }).click();
  await page
    .getByRole('dialog', { name: /^Receive exchange/ })
    .getByRole('button', { name: 'Mark received' })
    .click();
  await expect(
    page.getByText(/^Waiting for the customer to pay \$\d+\.\d\d before the replacement leaves\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send replacement' })).toHaveCount(0);

  const mail = await waitForMail(email, /Your exchange is approved/);
  expect(mail).toContain('The option you chose costs');
  const link = /(\/account\/orders\/[A-Z0-9-]+\/pay\?token=[A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  expect(link, 'a pay link in the approval mail').toBeTruthy();
  await guest.goto(link!);
  await expect(guest.getByRole('heading', { name: 'Pay for the change' })).toBeVisible();
  await guest.getByLabel('Card number').fill('4242 4242 4242 4242');
  await guest.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
  await guest.getByLabel('Security code').fill('123');
  await guest.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await page.reload();
  await expect(page.getByText(/· paid$/)).toBeVisible();
  await page.getByRole('button', { name: 'Send replacement' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send the replacement/ });
  await dialog.getByLabel('Carrier').selectOption('ups');
  await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await dialog.getByRole('button', { name: 'Send replacement' }).click();
  await expect(page.getByRole('link', { name: 'UPS 1Z999AA10123456784' })).toBeVisible();
  await waitForMail(email, /Your replacement is on its way/);
});

test('when a customer withdraws an unpaid dearer exchange, then its pay link says it is no longer due', async ({
  page,
  browser,
  request,
}) => {
  const email = `withdrawn-${randomUUID().slice(0, 8)}@example.com`;
  const { order, dear } = await placeSwappableOrder(request, email);
  await recordConsent(page);
  await openConsoleAs(page, 'admin');
  await deliverThroughConsoleApi(page, order);

  const guest = await browser.newPage();
  await recordConsent(guest);
  await startExchangeOfOneUnit(guest, order);
  await guest.getByLabel('Exchange for').selectOption(String(dear.id));
  await guest.getByLabel('Why are you sending it back?').fill('I want the other one');
  await guest.getByRole('button', { name: 'Send request' }).click();
  await expect(guest.getByRole('heading', { name: /^Exchange \d+: Requested$/ })).toBeVisible();

  await page.goto(`/admin/returns?q=${order.orderNumber}`);
  await page
    .getByTestId('return-row')
    .getByRole('link', { name: /^Exchange \d+$/ })
    .click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: /^Approve exchange/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByText(/still due from the customer/)).toBeVisible();
  const mail = await waitForMail(email, /Your exchange is approved/);
  const link = /(\/account\/orders\/[A-Z0-9-]+\/pay\?token=[A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  expect(link, 'a pay link in the approval mail').toBeTruthy();

  await openReturnPage(guest, order);
  await expect(guest.getByRole('heading', { name: /^Exchange \d+: Approved$/ })).toBeVisible();
  await guest.getByRole('button', { name: 'Withdraw this exchange' }).click();
  await expect(guest.getByText(/it costs more will no longer be due\.$/)).toBeVisible();
  await guest.getByRole('button', { name: 'Yes, withdraw the exchange' }).click();
  await expect(guest.getByRole('heading', { name: /^Exchange \d+: Withdrawn$/ })).toBeVisible();
  await expect(guest.getByText(/no longer due, as the exchange was withdrawn\.$/)).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Withdraw this exchange' })).toHaveCount(0);
  expect(await waitForMail(email, /Your exchange request is withdrawn/)).toContain('is no longer due');

  await guest.goto(link!);
  await expect(guest.getByRole('heading', { name: 'Nothing to pay here' })).toBeVisible();
  await expect(guest.getByRole('alert')).toHaveText(
    'The exchange this link was for was withdrawn, so this payment is no longer due.',
  );

  await page.reload();
  await expect(page.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark received' })).toHaveCount(0);
});
