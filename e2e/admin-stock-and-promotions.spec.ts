import { expect, test } from '@playwright/test';
import { allProducts, soldOutProduct } from './support/catalog';
import {
  addToCartFromProductPage,
  fillCustomerStep,
  fillPaymentStep,
  fillShippingStep,
  orderSummaryValue,
} from './support/checkout';
import { waitForMail } from './support/outbox';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

test('when staff restock a sold-out variant, then the store lets a fan add it to the cart', async ({ browser }) => {
  const staff = await browser.newPage();
  await recordConsent(staff);
  const product = soldOutProduct(await allProducts(staff.request));
  const sku = product.variants[0]!.sku;
  await openConsoleAs(staff, 'admin', `/admin/inventory?q=${encodeURIComponent(sku)}`);
  const row = staff.getByRole('row', { name: new RegExp(sku) });
  await expect(row.getByText('Out of Stock')).toBeVisible();
  await row.getByRole('button', { name: `Update stock of ${sku}` }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Available').fill('6');
  await dialog.getByLabel('Notes').fill('Reprint arrived');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('In Stock')).toBeVisible();
  await row.getByRole('button', { name: `Update stock of ${sku}` }).click();
  await expect(staff.getByRole('list', { name: 'Adjustment history' })).toContainText('Reprint arrived');

  const fan = await browser.newPage();
  await recordConsent(fan);
  await skipNewsletterPopup(fan);
  await addToCartFromProductPage(fan, product.slug);
  await fan.goto('/cart');
  await expect(fan.getByText(product.name).first()).toBeVisible();
});

test('when a fan applies a promo code, then the cart, the confirmation and the e-mail show the discount', async ({
  browser,
}) => {
  const code = `FAN${Date.now().toString().slice(-6)}`;
  const staff = await browser.newPage();
  await recordConsent(staff);
  await openConsoleAs(staff, 'admin', '/admin/promotions');
  await staff.getByRole('button', { name: 'New promo code' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Percent off').fill('20');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole('row', { name: new RegExp(code) })).toContainText('Running');

  const discountRow = new RegExp(`^Discount \\(${code}\\)$`);
  const fan = await browser.newPage();
  await recordConsent(fan);
  await skipNewsletterPopup(fan);
  const [product] = (await allProducts(fan.request)).filter(
    (each) => (each.variants[0]?.inventory.available ?? 0) > 10,
  );
  await addToCartFromProductPage(fan, product!.slug);
  await fan.goto('/cart');
  await fan.getByLabel('Promo code').fill('NOT-A-CODE');
  await fan.getByRole('button', { name: 'Apply' }).click();
  await expect(fan.getByText('"NOT-A-CODE" isn\'t a valid promo code.')).toBeVisible();
  await fan.getByLabel('Promo code').fill(code.toLowerCase());
  await fan.getByRole('button', { name: 'Apply' }).click();
  await expect(fan.getByText(`${code} applied: 20% off`)).toBeVisible();
  await expect(orderSummaryValue(fan, discountRow)).toHaveText(/^−\$/);

  const email = `promo-${Date.now()}@example.com`;
  await fan.goto('/checkout');
  await fillCustomerStep(fan, email);
  await fillShippingStep(fan);
  await fillPaymentStep(fan, '4242 4242 4242 4242');
  await fan.getByRole('button', { name: /^Complete Order - \$/ }).click();
  await expect(fan).toHaveURL(/\/checkout\/success\?order=/);
  await expect(orderSummaryValue(fan, discountRow)).toHaveText(/^−\$\d+\.\d\d$/);
  const mail = await waitForMail(email, /Order confirmed/);
  expect(mail).toContain(`Discount (${code})`);
});
