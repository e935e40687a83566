import { expect, type Page } from '@playwright/test';

export async function addToCartFromProductPage(page: Page, slug: string): Promise<void> {
  await page.goto(`/store/${slug}`);
  const add = page.getByRole('button', { name: /^Add to Cart$|^Added to Cart/ });
  await add.click();
  await expect(page.getByRole('button', { name: /^Added to Cart/ })).toBeVisible();
}

export async function fillCustomerStep(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
}

/** The phone number journeys type; the server log check (server-log-leaks.ts) looks for it. */
export const SHOPPER_PHONE = '+1 (503) 555-0142';

/**
 * A complete Oregon address, with no method chosen yet. The address bar moves to the step before the
 * step's code has drawn it, and the customer step also asks for names: its form must be gone first.
 */
export async function fillShippingAddress(page: Page): Promise<void> {
  await expect(page.getByRole('form', { name: 'Shipping address' })).toBeVisible();
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Nervous');
  await page.getByLabel('Address', { exact: true }).fill('12 Cape Street');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State / Province').selectOption('OR');
  await page.getByLabel('ZIP / Postal code').fill('97201');
  await page.getByLabel('Phone (optional)').fill(SHOPPER_PHONE);
}

export async function fillShippingStep(page: Page): Promise<void> {
  await fillShippingAddress(page);
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
}

export async function fillCardDetails(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Cardholder name').fill('Riley Nervous');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

export async function fillPaymentStep(page: Page, cardNumber: string): Promise<void> {
  await fillCardDetails(page, cardNumber);
  await page.getByLabel('I agree to the Terms and Conditions and the Privacy Policy').check();
  await page.getByLabel('I understand how my personal data will be processed').check();
}

/** The order summary's value for a term: "Tax" is the Tax row, never "Subtotal"; a pattern matches names like "Shipping (Express Shipping)". */
export const orderSummaryValue = (page: Page, term: string | RegExp) =>
  page
    .getByTestId('order-summary')
    .locator('dt', { hasText: typeof term === 'string' ? new RegExp(`^${term}$`) : term })
    .locator('xpath=following-sibling::dd[1]');
