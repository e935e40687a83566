import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { DashboardResponse } from '@ps/shared/console-schemas';
import { placeOrder } from './support/orders';
import { E2E_ADMIN } from './support/staff';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

const todaysDashboard = async (page: Page) => {
  const response = await page.request.get('/api/admin/dashboard?period=today');
  expect(response.status()).toBe(200);
  return (await response.json()) as DashboardResponse;
};

/** "$1,234.50" → 1234.5 */
const dollarsIn = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
const figure = (page: Page, label: string) => page.getByTestId(`figure-${label}`).locator('dd');

test('when staff sign in after a guest ordered, then the dashboard counts that order in its figures', async ({
  page,
  request,
}) => {
  await openConsoleAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const before = (await todaysDashboard(page)).figures;

  const { orderNumber } = await placeOrder(request, randomUUID(), `fan-${randomUUID().slice(0, 8)}@example.com`);
  const placed = (await todaysDashboard(page)).recentOrders.find((order) => order.orderNumber === orderNumber);
  expect(placed, 'the new order is among the recent ones').toBeDefined();

  await page.getByRole('radio', { name: 'Today' }).check();
  await expect(page).toHaveURL(/period=today/);
  await page.reload();
  // Other journeys may order at the same time, so the figures are at least the old ones plus this order.
  await expect(figure(page, 'Orders')).toBeVisible();
  expect(Number((await figure(page, 'Orders').innerText()).split('\n')[0])).toBeGreaterThanOrEqual(before.orders + 1);
  expect(dollarsIn((await figure(page, 'Revenue').innerText()).split('\n')[0]!)).toBeGreaterThanOrEqual(
    before.revenue + placed!.total - 0.005,
  );
  const recent = page.getByRole('region', { name: 'Recent orders' });
  await expect(recent.getByRole('link', { name: orderNumber })).toHaveAttribute('href', `/admin/orders/${placed!.id}`);
  await expect(page.getByRole('region', { name: 'Revenue by day' })).toContainText('paid revenue from');
});

test('when staff open the console, then the fan header, footer and consent banner are not drawn', async ({ page }) => {
  await openConsoleAs(page, 'admin');
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /cart/i })).toHaveCount(0);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
});

test('when a staff (not admin) member signs in, then Staff, Settings and Audit log are hidden and refused', async ({
  page,
}) => {
  await openConsoleAs(page, 'staff');
  const sidebar = page.getByRole('navigation', { name: 'Console' });
  await expect(sidebar.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const hidden of ['Staff', 'Settings', 'Audit log']) {
    await expect(sidebar.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  for (const path of ['/api/admin/staff', '/api/admin/audit-log']) {
    expect((await page.request.get(path)).status(), path).toBe(403);
  }
  await page.goto('/admin/audit-log');
  await expect(page.getByText('Your staff role cannot open this page.')).toBeVisible();
});

test('when an admin filters the audit log, then the filters and page size stay in the address', async ({ page }) => {
  await openConsoleAs(page, 'admin', '/admin/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Who (staff e-mail)').fill(E2E_ADMIN.email);
  await page.getByLabel('Action contains').fill('sign_in');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/actor=crew%40panicsquad\.example&action=sign_in/);
  await expect(page.getByRole('rowheader', { name: 'Signed in', exact: true }).first()).toBeVisible();
  await page.getByLabel('Per page').selectOption('10');
  await expect(page).toHaveURL(/action=sign_in.*size=10|size=10.*action=sign_in/);
  await expect(page.getByLabel('Action contains')).toHaveValue('sign_in');
  await page.reload();
  await expect(page.getByLabel('Action contains')).toHaveValue('sign_in');
});

test('when the console is used at 375 px, then the sidebar is a drawer that returns focus to Menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openConsoleAs(page, 'admin');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Staff console' });
  await expect(drawer.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await drawer.getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(drawer).toBeHidden();
});
