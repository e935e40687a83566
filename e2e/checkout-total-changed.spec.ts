import { expect, test } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage, fillCustomerStep, fillPaymentStep, fillShippingStep } from './support/checkout';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

const priceOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('when another tab adds to the cart while the payment page is open, then Complete Order charges nothing, says what changed, and the shopper places the order at the new total', async ({
  page,
  request,
}) => {
  const [first, second] = (await allProducts(request)).filter((product) =>
    product.variants.every((variant) => variant.inventory.available > 10),
  );
  await addToCartFromProductPage(page, first!.slug);
  const sessionId = await page.evaluate(() => window.localStorage.getItem('ps_session_id'));
  await page.goto('/checkout');
  await fillCustomerStep(page, 'total-changed@example.com');
  await fillShippingStep(page);
  await fillPaymentStep(page, '4242 4242 4242 4242');
  const button = page.getByRole('button', { name: /^Complete Order - \$/ });
  const shownTotal = priceOf(await button.textContent());

  // The other tab: the same browser's cart, changed through the API while this page still shows the old total.
  const added = await request.post('/api/cart/items', {
    headers: { 'x-session-id': sessionId! },
    data: { productId: second!.id, variantId: second!.variants[0]!.id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await expect(button).toHaveText(`Complete Order - $${shownTotal.toFixed(2)}`);
  await button.click();

  const notice = page.getByTestId('price-change');
  await expect(notice).toContainText(`Your total changed from $${shownTotal.toFixed(2)} to`);
  await expect(notice).toContainText('Nothing was charged.');
  await expect(notice).toContainText(`Added: 1 × ${second!.name}`);
  await expect(page.getByTestId('payment-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  const none = await request.get('/api/orders?limit=10', { headers: { 'x-session-id': sessionId! } });
  expect((await none.json()).pagination.total).toBe(0);

  const newTotal = priceOf((await notice.textContent())?.match(/to \$([\d,]+\.\d{2})/)?.[1] ?? null);
  expect(newTotal).toBeGreaterThan(shownTotal);
  await expect(button).toHaveText(`Complete Order - $${newTotal.toFixed(2)}`);
  await button.click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const placed = await request.get('/api/orders?limit=10', { headers: { 'x-session-id': sessionId! } });
  expect((await placed.json()).orders.map((order: { total: number }) => order.total)).toEqual([newTotal]);
});
