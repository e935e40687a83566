import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import {
  addToCartFromProductPage,
  orderSummaryValue,
  fillCustomerStep,
  fillPaymentStep,
  fillShippingAddress,
  fillShippingStep,
} from './support/checkout';
import { giveSessionId, recordConsent, skipNewsletterPopup } from './support/visitor';

const SUCCESS_CARD = '4242 4242 4242 4242';

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

async function roomyProductSlug(request: Parameters<typeof allProducts>[0]) {
  const products = await allProducts(request);
  return products.find((product) => (product.variants[0]?.inventory.available ?? 0) > 10)!.slug;
}

/** Counts the checkout sessions the page creates (spec 3 §7: POST /api/checkout/session). */
function countSessionCreations(page: Page): () => number {
  let created = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout/session') created += 1;
  });
  return () => created;
}

test('when the shopper reloads at every checkout step, then nothing is lost and one checkout session places the order', async ({
  page,
  request,
}) => {
  const created = countSessionCreations(page);
  await addToCartFromProductPage(page, await roomyProductSlug(request));
  await page.goto('/checkout');
  await page.getByLabel('Email').fill('reload@example.com');
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue('reload@example.com');
  await fillCustomerStep(page, 'reload@example.com');

  await fillShippingAddress(page);
  await expect(orderSummaryValue(page, 'Tax')).toHaveText(/^\$\d/);
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Portland');
  await expect(page.getByLabel('ZIP / Postal code')).toHaveValue('97201');
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  const taxBefore = await orderSummaryValue(page, 'Tax').textContent();
  await page.getByLabel('Order notes (optional)').fill('Ring twice');
  await page.reload();
  await expect(orderSummaryValue(page, 'Tax')).toHaveText(taxBefore!);
  expect(taxBefore).toMatch(/^\$\d/);
  await expect(page.getByLabel('Same as shipping address')).toBeChecked();
  await expect(page.getByText('12 Cape Street')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await expect(page.getByLabel('Order notes (optional)')).toHaveValue('Ring twice');

  await fillPaymentStep(page, SUCCESS_CARD);
  await page.getByRole('button', { name: /^Complete Order - \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(/^Order status: (Pending|Confirmed)$/);
  expect(created()).toBe(1);
});

test('when a second tab finishes the order, then it works there and the first tab says the order was already placed', async ({
  page,
  context,
  request,
}) => {
  await addToCartFromProductPage(page, await roomyProductSlug(request));
  await page.goto('/checkout');
  await fillCustomerStep(page, 'two-tabs@example.com');
  await fillShippingStep(page);

  const second = await context.newPage();
  await second.goto('/checkout/payment');
  await expect(second.getByRole('heading', { name: 'Payment', level: 2 })).toBeVisible();
  await fillPaymentStep(second, SUCCESS_CARD);
  await second.getByRole('button', { name: /^Complete Order - \$/ }).click();
  await expect(second.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const orderNumber = (await second.getByTestId('order-number').textContent())!;

  await fillPaymentStep(page, SUCCESS_CARD);
  await page.getByRole('button', { name: /^Complete Order - \$/ }).click();
  const placed = page.getByTestId('order-already-placed');
  await expect(placed.getByRole('heading', { name: 'This order was already placed' })).toBeVisible();
  await expect(placed).toContainText(`Order ${orderNumber} was placed from this checkout`);
  await placed.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);

  const sessionId = await page.evaluate(() => window.localStorage.getItem('ps_session_id'));
  const orders = await (await request.get('/api/orders?limit=10', { headers: { 'x-session-id': sessionId! } })).json();
  expect(orders.pagination.total).toBe(1);
});

test("when one tab changes the cart or orders, then the other tab's cart count follows", async ({
  page,
  context,
  request,
}) => {
  await giveSessionId(page, randomUUID());
  const slug = await roomyProductSlug(request);
  await page.goto('/store');
  const other = await context.newPage();
  await other.goto('/store');
  await expect(other.getByTestId('cart-count')).toHaveText('0');

  await addToCartFromProductPage(page, slug);
  await expect(other.getByTestId('cart-count')).toHaveText('1');

  await page.goto('/checkout');
  await fillCustomerStep(page, 'count@example.com');
  await fillShippingStep(page);
  await fillPaymentStep(page, SUCCESS_CARD);
  await page.getByRole('button', { name: /^Complete Order - \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(other.getByTestId('cart-count')).toHaveText('0');
});
