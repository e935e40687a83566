import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sellDownTo } from './support/orders';
import { allProducts, type CatalogProduct } from './support/catalog';
import {
  addToCartFromProductPage,
  orderSummaryValue,
  fillCardDetails,
  fillCustomerStep,
  fillShippingAddress,
  fillShippingStep,
} from './support/checkout';
import { giveSessionId, recordConsent, skipNewsletterPopup } from './support/visitor';

test.beforeEach(async ({ page }) => {
  await recordConsent(page);
  await skipNewsletterPopup(page);
});

async function atPaymentStep(page: Page, request: APIRequestContext) {
  const products = await allProducts(request);
  await addToCartFromProductPage(page, products.find((product) => product.variants[0]!.inventory.available > 10)!.slug);
  await page.goto('/checkout');
  await fillCustomerStep(page, 'pay@example.com');
  await fillShippingStep(page);
}

/**
 * The least-stocked later variants of products whose every variant has stock and no colour:
 * selling them out leaves alone the first variants and the best-stocked one (which other
 * journeys buy) and the size-and-colour products (which the store journeys study).
 */
function variantsToSellOut(products: CatalogProduct[]) {
  return products
    .filter(
      (product) =>
        product.variants.length > 1 &&
        product.variants.every((variant) => variant.inventory.available >= 4 && !variant.attributes.color),
    )
    .map((product) => ({
      product,
      variant: product.variants.slice(1).sort((a, b) => a.inventory.available - b.inventory.available)[0]!,
    }))
    .sort((a, b) => a.variant.inventory.available - b.variant.inventory.available);
}

test('when a cart line sells out or runs short mid-checkout, then checkout stops and offers remove and reduce', async ({
  page,
  request,
}) => {
  const sessionId = randomUUID();
  await giveSessionId(page, sessionId);
  const [{ product: short, variant: shortVariant }, { product: gone, variant: goneVariant }] = variantsToSellOut(
    await allProducts(request),
  ) as [ReturnType<typeof variantsToSellOut>[number], ReturnType<typeof variantsToSellOut>[number]];
  for (const line of [
    { productId: short.id, variantId: shortVariant.id, quantity: 3 },
    { productId: gone.id, variantId: goneVariant.id, quantity: 1 },
  ]) {
    expect((await request.post('/api/cart/items', { headers: { 'x-session-id': sessionId }, data: line })).ok()).toBe(
      true,
    );
  }
  await page.goto('/checkout');
  await fillCustomerStep(page, 'sold-out@example.com');

  await sellDownTo(request, short, shortVariant.id, 1);
  await sellDownTo(request, gone, goneVariant.id, 0);
  await page.reload();
  const problems = page.getByTestId('cart-problems');
  await expect(problems.getByRole('heading', { name: "Some items can't be ordered right now" })).toBeVisible();
  await expect(problems).toContainText(short.name);
  await expect(problems).toContainText(gone.name);
  await expect(problems.getByRole('button', { name: `Reduce to 1 ${short.name}` })).toBeVisible();
  await expect(problems.getByRole('button', { name: `Remove ${gone.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toHaveCount(0);

  await page.goto('/cart');
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expect(page.getByTestId('line-problem')).toHaveCount(2);
  await page.getByRole('button', { name: `Reduce to 1 ${short.name}` }).click();
  await expect(page.getByTestId('line-problem')).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${gone.name}` }).click();
  await expect(page.getByTestId('line-problem')).toHaveCount(0);
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await fillShippingStep(page);
});

test('when the shopper picks Express, then the summary shows the server quote with tax at once', async ({
  page,
  request,
}) => {
  const products = await allProducts(request);
  await addToCartFromProductPage(page, products.find((product) => product.variants[0]!.inventory.available > 10)!.slug);
  await page.goto('/checkout');
  await fillCustomerStep(page, 'express@example.com');
  await expect(orderSummaryValue(page, 'Tax')).toHaveText('Added once we have your address');

  await fillShippingAddress(page);
  await expect(orderSummaryValue(page, 'Tax')).toHaveText(/^\$\d/);
  const total = orderSummaryValue(page, 'Total');
  const standardTotal = await total.textContent();
  await page.getByRole('radio', { name: /Express Shipping/ }).check();
  await expect(orderSummaryValue(page, /^Shipping/)).toHaveText('$14.99');
  await expect(page.getByTestId('order-summary')).toContainText('Shipping (Express Shipping)');
  await expect(total).not.toHaveText(standardTotal!);
});

test('when the browser has no wallet, then card and PayPal are offered and Apple Pay and Google Pay say so', async ({
  page,
  request,
}) => {
  await atPaymentStep(page, request);
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio')).toHaveCount(4);
  await expect(methods.getByRole('radio', { name: /Credit or Debit Card/ })).toBeChecked();
  await expect(methods.getByRole('radio', { name: /PayPal/ })).toBeEnabled();
  await expect(methods.getByRole('radio', { name: /Apple Pay.*Not available in this browser/ })).toBeDisabled();
  await expect(methods.getByRole('radio', { name: /Google Pay.*Not available in this browser/ })).toBeDisabled();
  await expect(page.getByTestId('absent-payment-methods')).toHaveCount(0);
});

test('when a short CVC shows its error on the way to the terms box, then the click still ticks the box', async ({
  page,
  request,
}) => {
  await atPaymentStep(page, request);
  await fillCardDetails(page, '4242 4242 4242 4242');
  const cvc = page.getByLabel('CVC');
  await cvc.fill('12');
  const terms = page.getByLabel('I agree to the Terms and Conditions and the Privacy Policy');
  await terms.scrollIntoViewIfNeeded();
  const box = (await terms.boundingBox())!;

  // A real press where the box was: the CVC loses focus (its error appears) before the button is released.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(cvc).toHaveAttribute('aria-invalid', 'true');
  await page.mouse.up();

  await expect(terms).toBeChecked();
  await expect(cvc).toHaveAccessibleDescription('Enter 3 or 4 digits');
});
