import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { placeOrder } from './support/orders';
import { waitForMail } from './support/outbox';
import {
  deliveredToGuest,
  openRequestInConsole,
  openReturnPage,
  orderWithAnotherOption,
  startExchangeOfOneUnit,
  takeStep,
} from './support/returns';

// Each journey takes a request through every step in two browsers: longer than one page's budget on a loaded machine.
test.describe.configure({ timeout: 120_000 });

test('when a guest returns a delivered item and staff approve, receive and refund it, then both sides show the refund', async ({
  page,
  browser,
  request,
}) => {
  const order = await placeOrder(request, randomUUID(), `return-${randomUUID().slice(0, 8)}@example.com`);
  const guest = await deliveredToGuest(page, browser, order);
  await openReturnPage(guest, order);
  await guest
    .getByLabel(/: how many$/)
    .first()
    .selectOption('1');
  await guest.getByLabel('Why are you sending it back?').fill('It does not fit');
  await guest.getByRole('button', { name: 'Send request' }).click();
  await expect(guest.getByRole('heading', { name: /^Return \d+: Requested$/ })).toBeVisible();
  await waitForMail(order.email, /We have your return request/);

  await openRequestInConsole(page, order, 'Return');
  await takeStep(page, 'Approve', /^Approve return/, 'Approve', 'Approved; the customer was e-mailed');
  await takeStep(
    page,
    'Mark received',
    /^Receive return/,
    'Mark received',
    'Marked received; the customer was e-mailed',
  );
  await takeStep(page, 'Refund what came back good', /^Refund return/, 'Refund', 'Refunded; the customer was e-mailed');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Refunded');
  await expect(page.getByText(/^\$\d+\.\d\d$/).first()).toBeVisible();
  await waitForMail(order.email, /Part of your order was refunded|Your order was refunded/);

  await guest.reload();
  await guest.getByLabel("Enter the order's email to see full details").fill(order.email);
  await guest.getByRole('button', { name: 'Show details' }).click();
  await expect(guest.getByRole('heading', { name: /^Return \d+: Refunded$/ })).toBeVisible();
  await expect(guest.getByText(/^Refunded: \$\d+\.\d\d$/)).toBeVisible();
  await expect(guest.getByRole('list', { name: 'Steps' })).toContainText('Received');
});

test('when a guest exchanges an item for another option, then staff hold it, receive the first and send the second with tracking', async ({
  page,
  browser,
  request,
}) => {
  const { order, other } = await orderWithAnotherOption(request, `exchange-${randomUUID().slice(0, 8)}@example.com`);
  const guest = await deliveredToGuest(page, browser, order);
  await startExchangeOfOneUnit(guest, order);
  await guest.getByLabel('Exchange for').selectOption({ label: other });
  await guest.getByLabel('Why are you sending it back?').fill('Wrong size');
  await guest.getByRole('button', { name: 'Send request' }).click();
  await expect(guest.getByRole('heading', { name: /^Exchange \d+: Requested$/ })).toBeVisible();

  await openRequestInConsole(page, order, 'Exchange');
  await expect(page.getByText(other, { exact: true })).toBeVisible();
  await takeStep(page, 'Approve', /^Approve exchange/, 'Approve', 'Approved; the customer was e-mailed');
  await takeStep(
    page,
    'Mark received',
    /^Receive exchange/,
    'Mark received',
    'Marked received; the customer was e-mailed',
  );
  await page.getByRole('button', { name: 'Send replacement' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send the replacement/ });
  await dialog.getByLabel('Carrier').selectOption('ups');
  await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await dialog.getByRole('button', { name: 'Send replacement' }).click();
  await expect(page.getByRole('link', { name: 'UPS 1Z999AA10123456784' })).toBeVisible();
  await waitForMail(order.email, /Your replacement is on its way/);

  await guest.reload();
  await guest.getByLabel("Enter the order's email to see full details").fill(order.email);
  await guest.getByRole('button', { name: 'Show details' }).click();
  await expect(guest.getByRole('heading', { name: /^Exchange \d+: Replacement sent$/ })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'UPS 1Z999AA10123456784' })).toBeVisible();
});
