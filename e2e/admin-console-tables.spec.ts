import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { allProducts } from './support/catalog';
import { placeOrder } from './support/orders';
import { openConsoleAs } from './support/staff-sessions';
import { recordConsent } from './support/visitor';

/** A console screen and the control in its table's rows that must stay in view. */
const SCREENS: { name: string; path: string; action: (page: Page) => Locator }[] = [
  {
    name: 'inventory’s Update',
    path: '/admin/inventory',
    action: (page) => page.getByRole('button', { name: /^Update stock of / }).first(),
  },
  {
    name: 'categories’ Delete',
    path: '/admin/categories',
    action: (page) => page.getByRole('button', { name: /^Delete / }).first(),
  },
  {
    name: 'the dashboard’s order totals',
    path: '/admin',
    action: (page) => page.getByRole('region', { name: 'Recent orders' }).locator('td[data-label="Total"]').first(),
  },
  {
    name: 'the orders’ Update Status',
    path: '/admin/orders',
    action: (page) => page.getByRole('button', { name: /^Update Status of / }).first(),
  },
  {
    name: 'the products’ Delete',
    path: '/admin/products',
    action: (page) => page.getByRole('button', { name: /^Delete / }).first(),
  },
];

/** In the window, and not cut off by the table it sits in: seen without scrolling sideways. */
async function expectInViewWithoutSideScroll(page: Page, action: Locator): Promise<void> {
  await expect(action).toBeVisible();
  await action.scrollIntoViewIfNeeded();
  const width = page.viewportSize()!.width;
  const box = (await action.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const table = await action.evaluate((element) => {
    const owner = element.closest('table')!;
    return {
      scrollWidth: owner.scrollWidth,
      clientWidth: owner.clientWidth,
      right: owner.getBoundingClientRect().right,
    };
  });
  expect(table.scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(table.clientWidth + 1);
  expect(box.x + box.width).toBeLessThanOrEqual(table.right + 1);
  const page_ = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(page_.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(page_.inner);
}

test.beforeAll(async ({ request }) => {
  // The dashboard and the orders list need an order of today to show.
  await placeOrder(request, randomUUID(), `tables-${randomUUID().slice(0, 8)}@example.com`);
});

for (const width of [1280, 375]) {
  test(`when staff open the console’s tables ${width} px wide, then every row’s action is in view without scrolling sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await recordConsent(page);
    await openConsoleAs(page, 'admin', '/admin');
    for (const screen of SCREENS) {
      await test.step(screen.name, async () => {
        await page.goto(screen.path);
        await expectInViewWithoutSideScroll(page, screen.action(page));
      });
    }
  });
}

test('when staff open the orders list on a phone, then each order shows its status, total and date, not only its number', async ({
  page,
  request,
}) => {
  const { orderNumber } = await placeOrder(request, randomUUID(), `phone-${randomUUID().slice(0, 8)}@example.com`);
  await page.setViewportSize({ width: 375, height: 800 });
  await recordConsent(page);
  await openConsoleAs(page, 'admin', `/admin/orders?q=${orderNumber}`);
  const row = page.getByTestId('order-row');
  await expect(row).toHaveCount(1);
  for (const label of ['Status', 'Total', 'Ship to', 'Date']) {
    const cell = row.locator(`[data-label="${label}"]`);
    await cell.scrollIntoViewIfNeeded();
    await expectInViewWithoutSideScroll(page, cell);
  }
  await expect(row.locator('[data-label="Total"]')).toHaveText(/^\$\d/);
});

test('when staff edit a product with several pictures 375 px wide, then the pictures wrap inside their card and the page does not scroll sideways', async ({
  page,
  request,
}) => {
  const product = (await allProducts(request)).find((candidate) => candidate.images.length >= 2)!;
  await page.setViewportSize({ width: 375, height: 900 });
  await recordConsent(page);
  await openConsoleAs(page, 'admin', `/admin/products/${product.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Variant pictures' })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.inner);
});
