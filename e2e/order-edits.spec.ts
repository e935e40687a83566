import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { payLinkMailedTo, placeSwappableOrder } from './support/order-edits';
import { placeOrder } from './support/orders';
import { waitForMail } from './support/outbox';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent } from './support/visitor';

test('when a guest changes the shipping address before the order is packed, then the order goes to the new address and says what changed', async ({
  page,
  request,
}) => {
  const email = `moving-${randomUUID().slice(0, 8)}@example.com`;
  const { orderNumber } = await placeOrder(request, randomUUID(), email);
  await recordConsent(page);
  await page.goto(`/account/orders/${orderNumber}`);
  await page.getByLabel("Enter the order's email to see full details").fill(email);
  await page.getByRole('button', { name: 'Show details' }).click();

  await page.getByRole('button', { name: 'Change shipping address' }).click();
  const form = page.getByRole('form', { name: 'Moving? Change the address' });
  await form.getByLabel('Address', { exact: true }).fill('9 Harbour Rd');
  await form.getByLabel('City').fill('Portland');
  await form.getByLabel('State / Province').selectOption('OR');
  await form.getByLabel('ZIP / Postal code').fill('97201');
  await form.getByRole('button', { name: 'Save new address' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'your order will go to the new address' })).toBeVisible();
  const shippingAddress = page.getByRole('region', { name: 'Shipping Address' });
  await expect(shippingAddress).toContainText('Portland');
  await expect(page.getByRole('region', { name: 'Changes to this order' })).toContainText(
    'The shipping address was changed; the order now goes to OR, United States.',
  );
  expect(await waitForMail(email, /Your order was changed/)).toContain('now goes to OR, United States');
});

test('when staff swap a line for a dearer variant, then the customer is mailed the difference and pays it from the link', async ({
  page,
  request,
}) => {
  const email = `swap-${randomUUID().slice(0, 8)}@example.com`;
  const { order, cheap, dear } = await placeSwappableOrder(request, email);
  const { orderNumber } = order;

  await recordConsent(page);
  await openConsoleAs(page, 'admin', `/admin/orders?q=${orderNumber}`);
  await page.getByRole('link', { name: orderNumber, exact: true }).click();
  await page.getByRole('button', { name: 'Change items' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Variant').first().selectOption(String(dear.id));
  await dialog.getByRole('button', { name: 'Save items' }).click();
  await expect(page.getByText(/the customer was e-mailed a link to pay/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Changes' })).toContainText(`${cheap.name} → ${dear.name}`);

  const link = await payLinkMailedTo(email);
  const customer = await page.context().browser()!.newPage();
  await recordConsent(customer);
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: 'Pay for the change' })).toBeVisible();
  await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customer.getByLabel('Expiry (MM/YY)').fill(`12/${String(new Date().getFullYear() + 3).slice(2)}`);
  await customer.getByLabel('Security code').fill('123');
  await customer.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(customer.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await customer.goto(link);
  await expect(customer.getByRole('alert')).toContainText('no longer valid');
  await customer.close();
});
