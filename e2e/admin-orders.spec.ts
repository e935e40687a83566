import { expect, test, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import { addToCartFromProductPage, fillCustomerStep, fillPaymentStep, fillShippingStep } from './support/checkout';
import { waitForMail } from './support/outbox';
import { E2E_ADMIN } from './support/staff';
import { recordConsent, skipNewsletterPopup } from './support/visitor';

const TRACKING_NUMBER = '1Z999AA10123456784';

async function placeGuestOrder(page: Page, email: string): Promise<string> {
  const [product] = (await allProducts(page.request)).filter(
    (each) => (each.variants[0]?.inventory.available ?? 0) > 10,
  );
  await addToCartFromProductPage(page, product!.slug);
  await page.goto('/checkout');
  await fillCustomerStep(page, email);
  await fillShippingStep(page);
  await fillPaymentStep(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Complete Order - \$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  return (await page.getByTestId('order-number').textContent())!.trim();
}

/** Staff sign in through the API the sign-in page calls; the cookie then opens the console. */
async function signInStaff(page: Page): Promise<void> {
  const session = (await (await page.request.get('/api/admin/auth/session')).json()) as { csrfToken: string };
  const login = await page.request.post('/api/admin/auth/login', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { 'x-csrf-token': session.csrfToken },
  });
  expect(login.status()).toBe(200);
}

async function updateStatus(
  page: Page,
  status: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Status').selectOption({ label: status });
  await fill?.(dialog);
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByTestId('order-status')).toHaveText(
    new RegExp(status),
  );
}

test('when staff mark a guest’s new order as shipped with a tracking number, then /track shows it with the carrier link and the customer is e-mailed', async ({
  browser,
}) => {
  const guest = await browser.newPage();
  await recordConsent(guest);
  await skipNewsletterPopup(guest);
  const email = `shipped-${Date.now()}@example.com`;
  const orderNumber = await placeGuestOrder(guest, email);

  const staff = await browser.newPage();
  await recordConsent(staff);
  await signInStaff(staff);
  await staff.goto('/admin/orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The console's top-bar search leads to the orders list filtered by what was typed.
  const search = staff.getByRole('searchbox', { name: 'Search orders by number or e-mail' });
  await search.fill(orderNumber);
  await search.press('Enter');
  await expect(staff).toHaveURL(new RegExp(`q=${orderNumber}`));
  await expect(staff.getByTestId('order-row')).toHaveCount(1);
  await staff.getByRole('link', { name: orderNumber, exact: true }).click();

  await expect(staff.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(staff.getByRole('navigation', { name: 'Breadcrumb' }).getByText(orderNumber)).toHaveAttribute(
    'aria-current',
    'page',
  );
  await updateStatus(staff, 'Processing');
  await updateStatus(staff, 'Shipped', async (dialog) => {
    await dialog.getByLabel('Carrier').selectOption({ label: 'UPS' });
    await dialog.getByLabel('Tracking number').fill(TRACKING_NUMBER);
  });
  const timeline = staff.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Shipped');
  await expect(timeline).toContainText(E2E_ADMIN.name);

  await guest.goto(`/track/${orderNumber}`);
  await expect(guest.getByTestId('order-status')).toHaveText(/On the Way/);
  const carrierLink = guest.getByRole('link', { name: /Follow your parcel on UPS/ });
  await expect(carrierLink).toHaveAttribute('href', `https://www.ups.com/track?tracknum=${TRACKING_NUMBER}`);
  await expect(guest.getByTestId('tracking-result')).not.toContainText(E2E_ADMIN.name);

  const mail = await waitForMail(email, /Your order has shipped/);
  expect(mail).toContain(`https://www.ups.com/track?tracknum=${TRACKING_NUMBER}`);
  expect(mail).toContain(`/track/${orderNumber}`);
});
