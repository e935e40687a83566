import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ERASED_CUSTOMER, type StaffRole } from '@ps/shared/console-schemas';
import { placeOrder } from './support/orders';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent } from './support/visitor';

async function consoleOf(browser: Browser, role: StaffRole, path: string): Promise<Page> {
  const page = await browser.newPage();
  await recordConsent(page);
  await openConsoleAs(page, role, path);
  return page;
}

/** Opens the customer with this e-mail from the Customers list, searched by the e-mail. */
async function openCustomer(page: Page, email: string): Promise<void> {
  await page.getByLabel('Search customers').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(page.getByTestId('customer-row')).toContainText('Guest');
  await page.getByTestId('customer-row').getByRole('link').click();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(email);
}

test('when a guest orders and an admin erases them, then staff found them in Customers and the order keeps only anonymised fields', async ({
  browser,
  request,
}) => {
  const email = `erase-me-${randomUUID().slice(0, 8)}@example.com`;
  const { orderNumber } = await placeOrder(request, randomUUID(), email);

  const staff = await consoleOf(browser, 'staff', '/admin/customers');
  await expect(staff.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await openCustomer(staff, email);
  const orderLink = staff.getByRole('link', { name: orderNumber });
  await expect(orderLink).toBeVisible();
  const orderPath = await orderLink.getAttribute('href');
  // Personal data requests are for admins: a staff role sees no way to export or erase.
  await expect(staff.getByRole('region', { name: 'Personal data (GDPR)' })).toHaveCount(0);

  const admin = await consoleOf(browser, 'admin', '/admin/customers');
  await openCustomer(admin, email);
  await admin.getByRole('button', { name: 'Erase customer…' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Erase this customer?' });
  const confirm = dialog.getByRole('button', { name: 'Erase customer' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email.toUpperCase());
  await confirm.click();
  await expect(admin).toHaveURL(/\/admin\/customers$/);
  await admin.getByLabel('Search customers').fill(email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'No customers found' })).toBeVisible();

  await admin.goto(orderPath!);
  const customerCard = admin.getByRole('region', { name: 'Customer' });
  await expect(customerCard).toContainText(`${ERASED_CUSTOMER.firstName} ${ERASED_CUSTOMER.lastName}`);
  await expect(customerCard).toContainText(ERASED_CUSTOMER.email);
  await expect(customerCard).not.toContainText(email);
});
