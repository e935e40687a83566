import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { placeOrder } from './support/orders';
import { recordConsent, giveSessionId } from './support/visitor';

/** Consent is already recorded so the banner does not cover the page; a session id makes this the ordering browser. */
async function prepareBrowser(page: Page, sessionId?: string) {
  await recordConsent(page);
  if (sessionId) await giveSessionId(page, sessionId);
}

const orderCards = (page: Page) => page.getByTestId('order-card');

test('when a fan has placed an order, then Your Orders lists it and its details open with a copyable number', async ({
  page,
  context,
  request,
}) => {
  const sessionId = randomUUID();
  const order = await placeOrder(request, sessionId, `fan-${sessionId.slice(0, 8)}@example.com`);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await prepareBrowser(page, sessionId);

  // `/account` is the signed-in customer's page now (decision 062); a guest's orders are listed here.
  await page.goto('/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: order.orderNumber })).toBeVisible();

  await page.getByRole('link', { name: `View Details ${order.orderNumber}` }).click();
  await expect(page).toHaveURL(`/account/orders/${order.orderNumber}`);
  await expect(page.getByTestId('order-number')).toContainText(order.orderNumber);
  await expect(page.getByTestId('customer-info')).toContainText(order.email);
  await expect(page.getByTestId('payment-method')).toHaveText('Card ending in 4242');
  await expect(page.getByRole('heading', { name: 'Some details are hidden' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy order number' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.orderNumber);
});

test('when an order is tracked from another browser, then personal data stays masked until its email is given', async ({
  browser,
  request,
}) => {
  const order = await placeOrder(request, randomUUID(), 'masked-hero@example.com');
  const stranger = await browser.newContext();
  const page = await stranger.newPage();
  await prepareBrowser(page);

  await page.goto('/track');
  await page.getByLabel('Order number').fill(order.orderNumber.toLowerCase());
  await page.getByLabel('Order number').press('Enter');
  await expect(page).toHaveURL(`/track/${order.orderNumber}`);
  await expect(page.getByTestId('tracking-result')).toBeVisible();
  await expect(page.getByTestId('tracking-email')).toContainText('m***@e***.com');
  await expect(page.getByTestId('shipping-address')).not.toContainText('42 Panic Street');

  const emailField = page.getByLabel("Enter the order's email to see full details");
  await emailField.fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();

  await page.getByRole('button', { name: 'Try Another Email' }).click();
  await emailField.fill(order.email);
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByTestId('tracking-email')).toContainText(order.email);
  await expect(page.getByTestId('shipping-address')).toContainText('42 Panic Street');
  await stranger.close();
});

test('when a number that does not exist is tracked, then Order Not Found shows with the example format', async ({
  page,
}) => {
  await prepareBrowser(page);
  await page.goto('/track');
  await expect(page.getByLabel('Order number')).toHaveAttribute(
    'placeholder',
    'Enter order number (e.g., PS-2026-7KX4QM)',
  );
  await expect(page.getByRole('button', { name: 'Track Order' })).toBeDisabled();
  await page.getByLabel('Order number').fill('PS-2020-ZZZZZZ');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
  await expect(page.getByText("We couldn't find an order with that number.")).toBeVisible();
  await expect(page.getByText('PS-2026-7KX4QM', { exact: true })).toBeVisible();
});

test('when fans filter by status or search by number, then the order list narrows', async ({ page, request }) => {
  const sessionId = randomUUID();
  const first = await placeOrder(request, sessionId, 'filter-hero@example.com');
  const second = await placeOrder(request, sessionId, 'filter-hero@example.com');
  const listed = await request.get('/api/orders?limit=10', { headers: { 'x-session-id': sessionId } });
  const status: string = (await listed.json()).orders[0].status;
  const otherStatus = status === 'delivered' ? 'cancelled' : 'delivered';
  await prepareBrowser(page, sessionId);

  await page.goto('/account/orders');
  await expect(orderCards(page)).toHaveCount(2);

  const statusFilter = page.getByLabel('Filter by status');
  await statusFilter.selectOption(otherStatus);
  await expect(page).toHaveURL(new RegExp(`status=${otherStatus}`));
  await expect(page.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
  await expect(page.getByText('No orders match your current filters.')).toBeVisible();
  await statusFilter.selectOption(status);
  await expect(orderCards(page)).toHaveCount(2);

  await page.getByLabel('Search by order number').fill(first.orderNumber);
  await page.getByLabel('Search by order number').press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${first.orderNumber}`));
  await expect(orderCards(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: first.orderNumber })).toBeVisible();
  await expect(page.getByRole('heading', { name: second.orderNumber })).toHaveCount(0);
});
