import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { placeOrder, shipThroughConsoleApi } from './support/orders';
import { mailsTo, waitForMail } from './support/outbox';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent } from './support/visitor';

const FIRST_TRACKING = '1Z999AA10123456784';
const CORRECTED_TRACKING = '9400111899223197428490';

async function openOrder(page: Page, orderNumber: string): Promise<void> {
  await recordConsent(page);
  await openConsoleAs(page, 'admin', `/admin/orders?q=${orderNumber}`);
  await page.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

test('when staff open an Express order, then the order page, the packing slip and both CSV exports say Express Shipping', async ({
  page,
  request,
}) => {
  const email = `express-${randomUUID().slice(0, 8)}@example.com`;
  const { orderNumber } = await placeOrder(request, randomUUID(), email, 'express');
  await page.addInitScript(() => {
    window.print = () => {
      const printed = document.querySelector('[data-print-document]');
      document.body.dataset.printed = `${printed?.getAttribute('data-print-document')}: ${printed?.textContent}`;
    };
  });
  await openOrder(page, orderNumber);
  await expect(page.getByTestId('shipping-method')).toHaveText('Express Shipping');

  await page.getByRole('button', { name: 'Packing slip' }).click();
  expect(await page.locator('body').getAttribute('data-printed')).toContain('Ship withExpress Shipping');

  await page.goto(`/admin/orders?q=${orderNumber}`);
  await expect(page.getByTestId('order-row')).toContainText('Express Shipping');
  const orders = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const ordersCsv = await readFile((await (await orders).path())!, 'utf8');
  expect(ordersCsv.split('\n')[0]).toContain('Shipping method');
  expect(ordersCsv).toMatch(new RegExp(`${orderNumber},.*Express Shipping`));
  const lines = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export line items' }).click();
  const linesCsv = await readFile((await (await lines).path())!, 'utf8');
  expect(linesCsv.split('\n')[0]).toBe(
    'Order,Placed at,Status,Payment,SKU,Product,Variant,Quantity,Unit price,Line total,Refunded quantity',
  );
  expect(linesCsv).toContain(orderNumber);
});

test('when staff correct a shipped order’s tracking number, then its parcel shows the new number and the customer is e-mailed the corrected link', async ({
  page,
  request,
}) => {
  const email = `tracking-${randomUUID().slice(0, 8)}@example.com`;
  const { orderNumber } = await placeOrder(request, randomUUID(), email);
  await openOrder(page, orderNumber);
  await shipThroughConsoleApi(page, orderNumber, FIRST_TRACKING);
  await page.reload();
  const shipments = page.getByRole('region', { name: 'Shipments' });
  await expect(shipments).toContainText(FIRST_TRACKING);
  // One way to correct tracking: the parcel's own action (decision 071), none in the page header.
  await expect(page.getByRole('button', { name: 'Correct tracking', exact: true })).toHaveCount(0);

  await shipments.getByRole('button', { name: "Correct parcel 1's tracking" }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct tracking of parcel 1' });
  await dialog.getByLabel('Carrier').selectOption({ label: 'USPS' });
  await dialog.getByLabel('Tracking number').fill(CORRECTED_TRACKING);
  await dialog.getByRole('button', { name: 'Save tracking' }).click();
  await expect(dialog).toBeHidden();
  await expect(shipments.getByTestId('admin-shipment')).toContainText(`USPS ${CORRECTED_TRACKING}`);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(
    `Tracking corrected from UPS ${FIRST_TRACKING} to USPS ${CORRECTED_TRACKING}`,
  );

  expect(await waitForMail(email, new RegExp(`^Corrected tracking for your order: ${orderNumber}$`))).toContain(
    `https://tools.usps.com/go/TrackConfirmAction?tLabels=${CORRECTED_TRACKING}`,
  );
});

test('when staff resend the order confirmation, then the customer gets it again', async ({ page, request }) => {
  const email = `resend-${randomUUID().slice(0, 8)}@example.com`;
  const { orderNumber } = await placeOrder(request, randomUUID(), email);
  const confirmation = new RegExp(orderNumber);
  await waitForMail(email, confirmation);
  const before = (await mailsTo(email, confirmation)).length;
  await openOrder(page, orderNumber);

  await page.getByRole('button', { name: 'Resend e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: `Resend an e-mail of ${orderNumber}` });
  await dialog.getByLabel('E-mail').selectOption({ label: 'Order confirmation' });
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Order confirmation e-mail queued for ${email}`)).toBeVisible();
  await expect.poll(async () => (await mailsTo(email, confirmation)).length).toBe(before + 1);
});
