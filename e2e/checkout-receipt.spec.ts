import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { orderSummaryValue } from './support/checkout';
import { placeOrder } from './support/orders';
import { giveSessionId } from './support/visitor';

const SHOP_ADDRESS_LINE = '1 Example Street';

/** WCAG contrast of an element's text against the first opaque background behind it. */
async function textContrast(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    let background = [255, 255, 255];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const [r, g, b, alpha = 1] = rgb(getComputedStyle(node).backgroundColor);
      if (alpha > 0) {
        background = [r!, g!, b!];
        break;
      }
    }
    const [text, back] = [luminance(rgb(getComputedStyle(element).color)), luminance(background)];
    return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
  });
}

/** A guest's order, opened by the browser that placed it, before any cookie choice: the banner is up. */
async function openOrder(page: Page, request: Parameters<typeof placeOrder>[0], path: (number: string) => string) {
  const sessionId = randomUUID();
  const order = await placeOrder(request, sessionId, `receipt-${sessionId.slice(0, 8)}@example.com`);
  await giveSessionId(page, sessionId);
  await page.goto(path(order.orderNumber));
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  return order;
}

test('when the confirmation is printed, then the total is dark on light, the cookie banner is gone and the shop address shows', async ({
  page,
  request,
}) => {
  await openOrder(page, request, (number) => `/checkout/success?order=${number}`);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByTestId('shop-address')).toContainText(SHOP_ADDRESS_LINE);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('consent-banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Receipt' })).toBeHidden();
  await expect(page.getByTestId('shop-address')).toBeVisible();
  expect(await textContrast(orderSummaryValue(page, 'Total'))).toBeGreaterThanOrEqual(4.5);
});

test('when an order’s details are printed, then the receipt names the shop and its address without the cookie banner', async ({
  page,
  request,
}) => {
  const order = await openOrder(page, request, (number) => `/account/orders/${number}`);
  await expect(page.getByTestId('order-number')).toContainText(order.orderNumber);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('consent-banner')).toBeHidden();
  await expect(page.getByTestId('shop-address')).toContainText('Sold by Panic Squad');
  await expect(page.getByTestId('shop-address')).toContainText(SHOP_ADDRESS_LINE);
});
