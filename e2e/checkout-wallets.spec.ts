import { expect, test, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage, fillCustomerStep, fillShippingStep } from './support/checkout';
import { recordConsent } from './support/visitor';
import { acceptCheckoutTerms, chooseWalletOutcome, offerGooglePay } from './support/wallets';

test.beforeEach(async ({ page }) => recordConsent(page));

async function atPaymentStep(page: Page, request: Parameters<typeof allProducts>[0], email: string) {
  const products = await allProducts(request);
  await addToCartFromProductPage(page, products.find((product) => product.variants[0]!.inventory.available > 10)!.slug);
  await page.goto('/checkout');
  await fillCustomerStep(page, email);
  await fillShippingStep(page);
}

const completeOrder = (page: Page) => page.getByRole('button', { name: /^Complete Order - \$/ });

test('when a guest declines in the PayPal sandbox, then nothing is charged, and approving then places a PayPal order', async ({
  page,
  request,
}) => {
  await atPaymentStep(page, request, 'paypal-fan@example.com');
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: /Apple Pay/ })).toBeDisabled();
  await expect(methods.getByRole('radio', { name: /Google Pay/ })).toBeDisabled();
  await expect(methods.getByText('Not available in this browser')).toHaveCount(2);

  await chooseWalletOutcome(page, /PayPal/, 'Decline');
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await acceptCheckoutTerms(page);
  await completeOrder(page).click();
  await expect(page.getByTestId('payment-error')).toContainText(
    'Your payment could not be completed. Try another payment method.',
  );

  await chooseWalletOutcome(page, /PayPal/, 'Approve as the test buyer');
  await expect(page.getByTestId('wallet-approval').getByRole('status')).toHaveText(
    'Approved. Complete your order to pay with PayPal.',
  );
  await completeOrder(page).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=PS-/);
  await expect(page.getByText('Payment: PayPal')).toBeVisible();
});

test('when the browser can pay with Google Pay, then a guest pays with it and the order names the wallet and card', async ({
  page,
  request,
}) => {
  await offerGooglePay(page);
  await atPaymentStep(page, request, 'gpay-fan@example.com');
  await chooseWalletOutcome(page, /Google Pay/, 'Pay with the test Visa ending in 4242');
  await acceptCheckoutTerms(page);
  await completeOrder(page).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=PS-/);
  await expect(page.getByText('Payment: Google Pay (Visa ending in 4242)')).toBeVisible();
});
