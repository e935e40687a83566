import { expect, test, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage, fillCustomerStep, fillShippingAddress, fillShippingStep } from './support/checkout';
import { recordConsent } from './support/visitor';

test.beforeEach(async ({ page, request }) => {
  await recordConsent(page);
  const product = (await allProducts(request)).find((item) => (item.variants[0]?.inventory.available ?? 0) > 10)!;
  await addToCartFromProductPage(page, product.slug);
  await page.goto('/checkout');
  await fillCustomerStep(page, 'guided@example.com');
});

/** The checkout session as the server keeps it for this browser. */
async function savedCheckout(page: Page) {
  const [browserId, checkoutId] = await page.evaluate(() => [
    window.localStorage.getItem('ps_session_id'),
    window.localStorage.getItem('ps_checkout_session_id'),
  ]);
  const response = await page.request.get(`/api/checkout/session/${checkoutId}`, {
    headers: { 'x-session-id': browserId! },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { session: { shippingAddress: { country: string; state: string } | null } })
    .session;
}

test('when the shipping address is complete, then Standard Shipping is chosen and Continue needs no click on it', async ({
  page,
}) => {
  await fillShippingAddress(page);
  await expect(page.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByText('Please select a shipping method')).toHaveCount(0);
});

test('when a box is unticked and the expiry is malformed, then Complete Order says why beside it and on the fields', async ({
  page,
}) => {
  await fillShippingStep(page);
  await page.getByLabel('Cardholder name').fill('Riley Nervous');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('13/3');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('I agree to the Terms and Conditions and the Privacy Policy').check();

  const complete = page.getByRole('button', { name: /^Complete Order - \$/ });
  const reasons = page.getByTestId('complete-order-blockers');
  await expect(complete).toBeDisabled();
  await expect(reasons).toContainText('Expiry (MM/YY): Enter the date as MM/YY');
  await expect(reasons).toContainText('Personal data: You must acknowledge how your personal data will be processed');
  await expect(complete).toHaveAccessibleDescription(/Expiry \(MM\/YY\) ?: Enter the date as MM\/YY/);
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveAccessibleDescription('Enter the date as MM/YY');

  await reasons.getByRole('button', { name: 'Personal data' }).click();
  const dataBox = page.getByLabel('I understand how my personal data will be processed');
  await expect(dataBox).toBeFocused();
  await expect(dataBox).toHaveAccessibleDescription('You must acknowledge how your personal data will be processed');

  await dataBox.check();
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await expect(reasons).toBeHidden();
  await expect(complete).toBeEnabled();
});

test('when the country changes from the United States to the United Kingdom, then the state is cleared and never saved', async ({
  page,
}) => {
  await fillShippingAddress(page);
  await page.getByLabel('State / Province').selectOption('TN');
  await page.getByLabel('ZIP / Postal code').fill('37201');
  await expect.poll(async () => (await savedCheckout(page)).shippingAddress?.state).toBe('TN');

  await page.getByLabel('Country').selectOption('GB');
  const state = page.getByLabel('State / Province');
  await expect(state).toHaveValue('');
  await page.getByLabel('ZIP / Postal code').fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('State/Province is required')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  expect((await savedCheckout(page)).shippingAddress).toMatchObject({ country: 'US', state: 'TN' });

  await state.fill('Greater London');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  expect((await savedCheckout(page)).shippingAddress).toMatchObject({ country: 'GB', state: 'Greater London' });
});
