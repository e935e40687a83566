import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { placeOrder } from './support/orders';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent } from './support/visitor';

const TRACKING_NUMBERS = ['1Z999AA10123456784', '1Z999AA10123456785'];

test('when staff select several orders and mark them processing, then shipped with a tracking number each, then every order and its /track page show it', async ({
  page,
  request,
  browser,
}) => {
  const batch = `bulk-${randomUUID().slice(0, 8)}`;
  const orders = [
    await placeOrder(request, randomUUID(), `${batch}-a@example.com`),
    await placeOrder(request, randomUUID(), `${batch}-b@example.com`),
  ];

  await recordConsent(page);
  await openConsoleAs(page, 'admin', `/admin/orders?q=${batch}`);
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  for (const order of orders) await page.getByLabel(`Select ${order.orderNumber}`).check();

  const bulk = page.getByRole('group', { name: 'Bulk actions' });
  await expect(bulk).toContainText('2 selected');
  await bulk.getByRole('button', { name: 'Mark as Processing' }).click();
  await expect(page.getByText('2 marked as processing')).toBeVisible();
  for (const order of orders) {
    await expect(rows.filter({ hasText: order.orderNumber }).getByTestId('order-status')).toHaveText(/Processing/);
  }

  for (const order of orders) await page.getByLabel(`Select ${order.orderNumber}`).check();
  await bulk.getByRole('button', { name: 'Mark as Shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark 2 orders as shipped' });
  for (const [index, order] of orders.entries()) {
    const parcel = dialog.getByRole('group', { name: order.orderNumber });
    await parcel.getByLabel('Carrier').selectOption({ label: 'UPS' });
    await parcel.getByLabel('Tracking number').fill(TRACKING_NUMBERS[index]!);
  }
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 marked as shipped')).toBeVisible();
  for (const order of orders) {
    await expect(rows.filter({ hasText: order.orderNumber }).getByTestId('order-status')).toHaveText(/Shipped/);
  }

  const customer = await browser.newPage();
  await recordConsent(customer);
  for (const [index, order] of orders.entries()) {
    await customer.goto(`/track/${order.orderNumber}`);
    await expect(customer.getByTestId('order-status')).toHaveText(/On the Way/);
    await expect(customer.getByRole('link', { name: /Follow your parcel on UPS/ })).toHaveAttribute(
      'href',
      `https://www.ups.com/track?tracknum=${TRACKING_NUMBERS[index]}`,
    );
  }
});
