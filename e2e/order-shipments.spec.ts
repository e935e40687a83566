import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/outbox';
import { placeTwoUnitOrder } from './support/parcels';
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
