import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/outbox';
import { placeTwoUnitOrder, shipOneUnitThroughConsoleApi } from './support/parcels';
import { openConsoleAs } from './support/staff-sessions';
import { giveSessionId, recordConsent } from './support/visitor';

const PARCELS = [
  {
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  },
  {
    carrier: 'USPS',
    trackingNumber: '9400111899223197428490',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
  },
] as const;

/** Both parcels, each named with its number and linking to its own carrier page. */
async function expectTwoParcels(page: Page) {
  for (const [index, parcel] of PARCELS.entries()) {
    const box = page.getByRole('group', { name: `Parcel ${index + 1} of 2` });
    await expect(box).toContainText(`shipped with ${parcel.carrier}`);
    await expect(box).toContainText(parcel.trackingNumber);
    await expect(box.getByRole('link', { name: `Follow parcel ${index + 1} on ${parcel.carrier}` })).toHaveAttribute(
      'href',
      parcel.url,
    );
  }
  await expect(page.getByTestId('still-to-ship')).toHaveCount(0);
}

test('when staff ship an order in two parcels, then its detail page and the guest tracking page show both with their own tracking links', async ({
  page,
  browser,
  request,
}) => {
  const sessionId = randomUUID();
  const email = `parcels-${sessionId.slice(0, 8)}@example.com`;
  const { orderNumber, lineName } = await placeTwoUnitOrder(request, sessionId, email);

  await recordConsent(page);
  await openConsoleAs(page, 'admin', `/admin/orders?q=${orderNumber}`);
  await page.getByRole('link', { name: orderNumber, exact: true }).click();
  await page.getByRole('button', { name: 'Update Status' }).click();
  const status = page.getByRole('dialog', { name: `Update status of ${orderNumber}` });
  await status.getByLabel('Status').selectOption({ label: 'Processing' });
  await status.getByRole('button', { name: 'Update status' }).click();
  await expect(status).toBeHidden();

  const shipments = page.getByRole('region', { name: 'Shipments' });
  for (const [index, parcel] of PARCELS.entries()) {
    await shipments.getByRole('button', { name: 'Ship items' }).click();
    const dialog = page.getByRole('dialog', { name: `Ship items of ${orderNumber}` });
    await dialog.getByLabel(lineName).fill('1');
    await dialog.getByLabel('Carrier').selectOption({ label: parcel.carrier });
    await dialog.getByLabel('Tracking number').fill(parcel.trackingNumber);
    await dialog.getByRole('button', { name: 'Ship these items' }).click();
    await expect(dialog).toBeHidden();
    await expect(shipments.getByTestId('admin-shipment')).toHaveCount(index + 1);
  }
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Shipped');
  await expect(shipments.getByTestId('admin-still-to-ship')).toHaveCount(0);
  const mail = await waitForMail(email, new RegExp(`^Parcel 2 of your order has shipped: ${orderNumber}$`));
  expect(mail).toContain(PARCELS[1].url);

  const customer = await browser.newPage();
  await recordConsent(customer);
  await giveSessionId(customer, sessionId);
  await customer.goto(`/account/orders/${orderNumber}`);
  await expectTwoParcels(customer);

  const guest = await browser.newPage();
  await recordConsent(guest);
  await guest.goto(`/track/${orderNumber}`);
  await guest.getByLabel("Enter the order's email to see full details").fill(email);
  await guest.getByRole('button', { name: 'Show details' }).click();
  await expect(guest.getByTestId('tracking-email')).toContainText(email);
  await expectTwoParcels(guest);
});

test('when staff mark the first of two parcels delivered and correct the second, then the customer sees the first delivered and the second on its way with its new link', async ({
  page,
  browser,
  request,
}) => {
  const sessionId = randomUUID();
  const email = `parcel-arrived-${sessionId.slice(0, 8)}@example.com`;
  const { orderNumber, lineName } = await placeTwoUnitOrder(request, sessionId, email);

  await recordConsent(page);
  await openConsoleAs(page, 'admin', '/admin/orders');
  await shipOneUnitThroughConsoleApi(page, orderNumber, PARCELS[0].trackingNumber);
  await page.goto(`/admin/orders?q=${orderNumber}`);
  await page.getByRole('link', { name: orderNumber, exact: true }).click();
  const shipments = page.getByRole('region', { name: 'Shipments' });
  await shipments.getByRole('button', { name: 'Ship items' }).click();
  const ship = page.getByRole('dialog', { name: `Ship items of ${orderNumber}` });
  await ship.getByLabel(lineName).fill('1');
  await ship.getByLabel('Carrier').selectOption({ label: 'UPS' });
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456799');
  await ship.getByRole('button', { name: 'Ship these items' }).click();
  await expect(ship).toBeHidden();

  // The second label was mistyped: staff correct that parcel only.
  await shipments.getByRole('button', { name: "Correct parcel 2's tracking" }).click();
  const fix = page.getByRole('dialog', { name: 'Correct tracking of parcel 2' });
  await fix.getByLabel('Carrier').selectOption({ label: PARCELS[1].carrier });
  await fix.getByLabel('Tracking number').fill(PARCELS[1].trackingNumber);
  await fix.getByRole('button', { name: 'Save tracking' }).click();
  await expect(fix).toBeHidden();
  await expect(shipments.getByTestId('admin-shipment').nth(1)).toContainText(PARCELS[1].trackingNumber);

  await shipments.getByRole('button', { name: 'Mark parcel 1 delivered' }).click();
  await expect(shipments.getByTestId('admin-shipment').first()).toContainText('Delivered');
  await expect(page.getByTestId('order-status')).toContainText('Shipped');
  await expect(shipments.getByRole('button', { name: "Correct parcel 1's tracking" })).toHaveCount(0);

  const arrived = await waitForMail(email, new RegExp(`^Parcel 1 of your order was delivered: ${orderNumber}$`));
  expect(arrived).toContain(PARCELS[0].url);
  const corrected = await waitForMail(email, new RegExp(`^Corrected tracking for parcel 2: ${orderNumber}$`));
  expect(corrected).toContain(PARCELS[1].url);

  const customer = await browser.newPage();
  await recordConsent(customer);
  await giveSessionId(customer, sessionId);
  await customer.goto(`/account/orders/${orderNumber}`);
  const first = customer.getByRole('group', { name: 'Parcel 1 of 2' });
  const second = customer.getByRole('group', { name: 'Parcel 2 of 2' });
  await expect(first.getByTestId('shipment-status')).toContainText('Delivered');
  await expect(second.getByTestId('shipment-status')).toHaveText('On its way');
  await expect(second.getByRole('link', { name: /Follow parcel 2 on USPS/ })).toHaveAttribute('href', PARCELS[1].url);
});
