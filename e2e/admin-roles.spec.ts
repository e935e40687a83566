import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { checkOutCart, putBestStockedItemInCart } from './support/orders';
import { createStaffMember, signInAsStaff } from './support/staff';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent } from './support/visitor';

/** A guest's paid order of two units of one item; its total in cents. */
async function twoUnitOrder(page: Page) {
  const sessionId = randomUUID();
  await putBestStockedItemInCart(page.request, sessionId);
  await putBestStockedItemInCart(page.request, sessionId);
  const { orderNumber } = await checkOutCart(page.request, sessionId, `roles-${sessionId.slice(0, 8)}@example.com`);
  const list = await page.request.get(`/api/admin/orders?q=${orderNumber}`);
  const { orders } = (await list.json()) as { orders: { total: number }[] };
  return { orderNumber, totalCents: Math.round(orders[0]!.total * 100) };
}

async function refund(page: Page, orderNumber: string, units: string) {
  await page.getByRole('button', { name: 'Refund items' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund items of ${orderNumber}` });
  await dialog.getByRole('spinbutton').first().fill(units);
  await dialog.getByRole('button', { name: /^Refund \$/ }).click();
  return dialog;
}

test('when an admin gives a role the refund permission with a limit, then its member refunds under the limit and is refused over it', async ({
  page,
  browser,
}) => {
  await recordConsent(page);
  await openConsoleAs(page, 'admin', '/admin/roles');
  const order = await twoUnitOrder(page);
  // One unit's refund is about half the total; the whole refund is all of it.
  const limit = (Math.round(order.totalCents * 0.75) / 100).toFixed(2);
  const roleName = `refund desk ${randomUUID().slice(0, 6)}`;

  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await dialog.getByLabel('Name').fill(roleName);
  await dialog.getByLabel('Refund limit ($)').fill(limit);
  for (const permission of [
    'See orders, customers’ orders, the dashboard and analytics',
    'Confirm, ship and note orders, resend their mails',
    'Refund orders and cancel paid ones',
  ]) {
    await dialog.getByLabel(permission).check();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`^${roleName}`) });
  await expect(row).toContainText(`$${Number(limit).toFixed(2)} a refund`);

  const member = await createStaffMember((await browser.newContext()).request, roleName);
  const memberPage = await (await browser.newContext()).newPage();
  await recordConsent(memberPage);
  await signInAsStaff(memberPage, member, `/admin/orders?q=${order.orderNumber}`);
  const sidebar = memberPage.getByRole('navigation', { name: 'Console' });
  await expect(sidebar.getByRole('link', { name: 'Products' })).toHaveCount(0);
  await memberPage.getByRole('link', { name: order.orderNumber, exact: true }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();

  const over = await refund(memberPage, order.orderNumber, '2');
  await expect(over.getByRole('alert')).toContainText(`Your role may refund at most $${limit} at a time.`);
  await over.getByRole('button', { name: 'Cancel' }).click();
  const payment = memberPage.getByRole('region', { name: 'Payment' }).getByTestId('payment-status');
  await expect(payment).toHaveText(/Paid/);

  const under = await refund(memberPage, order.orderNumber, '1');
  await expect(under).toBeHidden();
  await expect(payment).toHaveText(/Partially refunded/);
});
