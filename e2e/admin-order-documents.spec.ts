import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { placeOrder } from './support/orders';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent } from './support/visitor';

async function openOrder(page: Page, orderNumber: string): Promise<void> {
  await recordConsent(page);
  await openConsoleAs(page, 'admin', `/admin/orders?q=${orderNumber}`);
  await page.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

test('when staff print the invoice or the packing slip or download the PDF, then only that document is printed and the slip has no prices', async ({
  page,
  request,
}) => {
  const { orderNumber } = await placeOrder(request, randomUUID(), `documents-${randomUUID().slice(0, 8)}@example.com`);
  await page.addInitScript(() => {
    window.print = () => {
      const printed = document.querySelector('[data-print-document]');
      document.body.dataset.printed = `${printed?.getAttribute('data-print-document')}: ${printed?.textContent}`;
    };
  });
  await openOrder(page, orderNumber);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: `Invoice for order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Packing slip' }).click();
  const slip = await page.locator('body').getAttribute('data-printed');
  expect(slip).toContain('packing-slip: ');
  expect(slip).toContain(orderNumber);
  expect(slip).not.toContain('$');
  await page.getByRole('button', { name: 'Print invoice' }).click();
  expect(await page.locator('body').getAttribute('data-printed')).toMatch(/^invoice: .*Total\$/);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
});

test('when staff refund the order’s unit from the order page, then the dialog shows the amount before they confirm, and the payment and the timeline show the refund', async ({
  page,
  request,
}) => {
  const { orderNumber } = await placeOrder(request, randomUUID(), `refund-${randomUUID().slice(0, 8)}@example.com`);
  await openOrder(page, orderNumber);

  const total = (await page
    .getByRole('region', { name: 'Order summary' })
    .getByText(/^\$[\d,.]+$/)
    .textContent())!;
  await page.getByRole('button', { name: 'Refund items' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund items of ${orderNumber}` });
  await expect(dialog.getByRole('button', { name: 'Refund', exact: true })).toBeDisabled();
  await dialog.getByRole('spinbutton').first().fill('1');
  // The one unit is all there is, so the refund gives back the whole total, and says so before anyone confirms.
  await expect(dialog.getByTestId('refund-amount')).toHaveText(`Refund amount: ${total}`);
  await dialog.getByLabel('Put these units back in stock').check();
  await dialog.getByRole('button', { name: `Refund ${total}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Refunded ${total} on order ${orderNumber}`)).toBeVisible();

  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByTestId('payment-status')).toHaveText(/Refunded/);
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(/Refunded \$[\d.]+/);
  await expect(page.getByRole('button', { name: 'Refund items' })).toHaveCount(0);
});
