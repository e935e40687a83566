import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { placeSwappableOrder } from './support/order-edits';
import { waitForMail } from './support/outbox';
import {
  deliveredToGuest,
  openRequestInConsole,
  openReturnPage,
  payLinkIn,
  requestExchangeFor,
  startExchangeOfOneUnit,
  takeStep,
} from './support/returns';

// Three browsers take the exchange through every step on a loaded machine: longer than one page's budget.
test.describe.configure({ timeout: 150_000 });

test('when staff approve an exchange for a dearer option, then the customer pays the difference on the pay page and staff send the replacement', async ({
  page,
  browser,
  request,
}) => {
  const email = `dearer-${randomUUID().slice(0, 8)}@example.com`;
  const { order, dear } = await placeSwappableOrder(request, email);
  const guest = await deliveredToGuest(page, browser, order);
  await startExchangeOfOneUnit(guest, order);
  const option = guest.getByLabel('Exchange for').locator(`option[value="${dear.id}"]`);
  await expect(option).toContainText(/\(\+\$\d+\.\d\d each\)/);
  await guest.getByLabel('Exchange for').selectOption(String(dear.id));
  await expect(guest.getByText(/we e-mail you a link to pay the difference by card/)).toBeVisible();
  await requestExchangeFor(guest, dear.id);

  await openRequestInConsole(page, order, 'Exchange');
  await takeStep(page, 'Approve', /^Approve exchange/, 'Approve', 'Approved; the customer was e-mailed');
  await expect(page.getByText(/still due from the customer/)).toBeVisible();
  await takeStep(
    page,
    'Mark received',
    /^Receive exchange/,
    'Mark received',
    /^Waiting for the customer to pay \$\d+\.\d\d before the replacement leaves\.$/,
  );
  await expect(page.getByRole('button', { name: 'Send replacement' })).toHaveCount(0);

  const mail = await waitForMail(email, /Your exchange is approved/);
  expect(mail).toContain('The option you chose costs');
  await guest.goto(payLinkIn(mail));
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
  const guest = await deliveredToGuest(page, browser, order);
  await startExchangeOfOneUnit(guest, order);
  await requestExchangeFor(guest, dear.id);

  await openRequestInConsole(page, order, 'Exchange');
  await takeStep(page, 'Approve', /^Approve exchange/, 'Approve', 'Approved; the customer was e-mailed');
  await expect(page.getByText(/still due from the customer/)).toBeVisible();
  const link = payLinkIn(await waitForMail(email, /Your exchange is approved/));

  await openReturnPage(guest, order);
  await expect(guest.getByRole('heading', { name: /^Exchange \d+: Approved$/ })).toBeVisible();
  await guest.getByRole('button', { name: 'Withdraw this exchange' }).click();
  await expect(guest.getByText(/it costs more will no longer be due\.$/)).toBeVisible();
  await guest.getByRole('button', { name: 'Yes, withdraw the exchange' }).click();
  await expect(guest.getByRole('heading', { name: /^Exchange \d+: Withdrawn$/ })).toBeVisible();
  await expect(guest.getByText(/no longer due, as the exchange was withdrawn\.$/)).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Withdraw this exchange' })).toHaveCount(0);
  expect(await waitForMail(email, /Your exchange request is withdrawn/)).toContain('is no longer due');

  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Nothing to pay here' })).toBeVisible();
  await expect(guest.getByRole('alert')).toHaveText(
    'The exchange this link was for was withdrawn, so this payment is no longer due.',
  );

  await page.reload();
  await expect(page.getByText('Withdrawn', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark received' })).toHaveCount(0);
});
