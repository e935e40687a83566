import { expect, test } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage, fillCustomerStep, fillPaymentStep, fillShippingStep } from './support/checkout';
import { recordConsent } from './support/visitor';

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

test.beforeEach(async ({ page }) => recordConsent(page));

async function twoInStockProducts(request: Parameters<typeof allProducts>[0]) {
  const products = (await allProducts(request)).filter(
    (product) => (product.variants[0]?.inventory.available ?? 0) > 10,
  );
  return [products[0]!, products[1]!] as const;
}

test('when a guest buys two items, then success, Your Orders and tracking show the same order', async ({
  page,
  request,
  browser,
}) => {
  const [first, second] = await twoInStockProducts(request);
  await addToCartFromProductPage(page, first.slug);
  await addToCartFromProductPage(page, second.slug);
  await page.getByRole('link', { name: /^Cart, 2 items/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await fillCustomerStep(page, 'riley@example.com');
  await fillShippingStep(page);
  await fillPaymentStep(page, SUCCESS_CARD);
  const complete = page.getByRole('button', { name: /^Complete Order - \$/ });
  await expect(complete).toBeEnabled();
  await complete.click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=PS-\d{4}-[A-Z0-9]{6}$/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await page.goto('/account/orders');
  await expect(page.getByText(orderNumber)).toBeVisible();

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await recordConsent(strangerPage);
  await strangerPage.goto(`/track/${orderNumber}`);
  await expect(strangerPage.getByText(orderNumber).first()).toBeVisible();
  await expect(strangerPage.getByText('riley@example.com')).toHaveCount(0);
  await stranger.close();
});

test('when the shopper submits bad details, then the spec messages appear', async ({ page, request }) => {
  const [first] = await twoInStockProducts(request);
  await addToCartFromProductPage(page, first.slug);
  await page.goto('/checkout');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByRole('switch').uncheck();
  await page.getByLabel('Email').fill('riley@example.com');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  // Enter, not a click: leaving the field shows its message first, which moves the button under the pointer.
  await page.getByLabel('Confirm password').press('Enter');
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Nervous');
  await page.getByLabel('Password', { exact: true }).fill('Superhero1');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Superhero1');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('Postal/ZIP code is required')).toBeVisible();
  await page.getByLabel('ZIP / Postal code').fill('ABC');
  await page.getByLabel('ZIP / Postal code').blur();
  await expect(page.getByText('Please enter a valid postal/ZIP code for the selected country')).toBeVisible();
});

test('when the card is declined, then a clear message shows and everything typed stays', async ({ page, request }) => {
  const [first] = await twoInStockProducts(request);
  await addToCartFromProductPage(page, first.slug);
  await page.goto('/checkout');
  await fillCustomerStep(page, 'declined@example.com');
  await fillShippingStep(page);
  await fillPaymentStep(page, DECLINED_CARD);
  await page.getByLabel('Order notes (optional)').fill('Leave it with the neighbour');
  await page.getByRole('button', { name: /^Complete Order/ }).click();

  await expect(page.getByTestId('payment-error')).toContainText('Your card was declined');
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByLabel('Cardholder name')).toHaveValue('Riley Nervous');
  await expect(page.getByLabel('Order notes (optional)')).toHaveValue('Leave it with the neighbour');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('when Complete Order is double-clicked, then exactly one order is made', async ({ page, request }) => {
  const [first] = await twoInStockProducts(request);
  await addToCartFromProductPage(page, first.slug);
  const sessionId = await page.evaluate(() => window.localStorage.getItem('ps_session_id'));
  await page.goto('/checkout');
  await fillCustomerStep(page, 'double@example.com');
  await fillShippingStep(page);
  await fillPaymentStep(page, SUCCESS_CARD);
  await page.getByRole('button', { name: /^Complete Order/ }).dblclick();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();

  const orders = await (await request.get('/api/orders?limit=10', { headers: { 'x-session-id': sessionId! } })).json();
  expect(orders.pagination.total).toBe(1);
});

test('when the shopper uses only the keyboard, then checkout completes', async ({ page, request }) => {
  const [first] = await twoInStockProducts(request);
  await addToCartFromProductPage(page, first.slug);
  await page.goto('/checkout');
  // The form shows, disabled, from the first screen (decision 051): a keyboard user starts once it takes input.
  await expect(page.getByLabel('Email')).toBeEditable();
  await page.getByLabel('Email').focus();
  await page.keyboard.type('keys@example.com');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/shipping$/);

  await page.getByLabel('First name').focus();
  for (const text of ['Kay', 'Board']) {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Tab');
  await page.keyboard.type('1 Enter Lane');
  await page.getByLabel('City').focus();
  await page.keyboard.type('Austin');
  await page.getByLabel('State / Province').focus();
  await page.keyboard.type('Texas');
  await page.getByLabel('ZIP / Postal code').focus();
  await page.keyboard.type('73301');
  await page.getByRole('radio', { name: /Express Shipping/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  await page.getByLabel('Cardholder name').focus();
  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('11/31');
  await page.keyboard.press('Tab');
  await page.keyboard.type('321');
  await page.getByLabel('I agree to the Terms and Conditions and the Privacy Policy').focus();
  await page.keyboard.press('Space');
  await page.getByLabel('I understand how my personal data will be processed').focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: /^Complete Order/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
});
