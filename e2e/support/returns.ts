import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { checkOutCart, placeOrder, shipThroughConsoleApi, type PlacedOrder } from './orders';
import { openConsoleAs } from './staff-sessions';
import { recordConsent } from './visitor';

interface Option {
  id: number;
  name: string;
  priceAdjustment: number;
  inventory: { available: number };
}

/**
 * A guest's order of one unit of an option whose product has another option in good stock that costs
 * no more: what an exchange can swap it for. The best-stocked pair, so parallel tests leave each other some.
 */
export async function orderWithAnotherOption(request: APIRequestContext, email: string) {
  const products = (await (await request.get('/api/products?limit=100')).json()).products as {
    id: number;
    maxPerOrder: number | null;
    variants: Option[];
  }[];
  const pairs = products.flatMap((product) =>
    product.variants.flatMap((bought) =>
      product.variants
        .filter((other) => other.id !== bought.id && other.priceAdjustment <= bought.priceAdjustment)
        .map((other) => ({
          product,
          bought,
          other,
          stock: Math.min(bought.inventory.available, other.inventory.available),
        })),
    ),
  );
  const pair = pairs.filter((candidate) => candidate.product.maxPerOrder === null).sort((a, b) => b.stock - a.stock)[0];
  if (!pair || pair.stock < 5) throw new Error('The seed has no product with two well-stocked options');
  const sessionId = randomUUID();
  const added = await request.post('/api/cart/items', {
    headers: { 'x-session-id': sessionId },
    data: { productId: pair.product.id, variantId: pair.bought.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const order = await checkOutCart(request, sessionId, email);
  return { order, bought: pair.bought.name, other: pair.other.name };
}

/** Ships and delivers the order through the console's API, as the staff member signed in on `page`. */
export async function deliverThroughConsoleApi(page: Page, { orderNumber }: PlacedOrder): Promise<void> {
  await shipThroughConsoleApi(page, orderNumber, '1Z999AA10123456784');
  const { csrfToken } = (await (await page.request.get('/api/admin/auth/session')).json()) as { csrfToken: string };
  const list = (await (await page.request.get(`/api/admin/orders?q=${orderNumber}`)).json()) as {
    orders: { id: number; version: number }[];
  };
  const { id, version } = list.orders[0]!;
  const response = await page.request.put(`/api/admin/orders/${id}/status`, {
    data: { status: 'delivered', expectedVersion: version },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The guest's return page with its requests loaded, unlocked with the order's e-mail as another browser would. */
export async function openReturnPage(page: Page, { orderNumber, email }: PlacedOrder): Promise<void> {
  await page.goto(`/account/orders/${orderNumber}/return`);
  await page.getByLabel("Enter the order's email to see full details").fill(email);
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByRole('link', { name: 'Back to the order' })).toBeVisible();
}

/** The guest's return page, as an exchange of one unit of the first line (the replacement still to pick). */
export async function startExchangeOfOneUnit(page: Page, order: PlacedOrder): Promise<void> {
  await openReturnPage(page, order);
  await page.getByLabel('What would you like?').selectOption('exchange');
  await page
    .getByLabel(/: how many$/)
    .first()
    .selectOption('1');
}

/** A delivered guest order with one return request on it, made through the APIs by the staff member on `page`. */
export async function orderWithReturnRequest(page: Page, request: APIRequestContext): Promise<PlacedOrder> {
  const order = await placeOrder(request, randomUUID(), `asked-${randomUUID().slice(0, 8)}@example.com`);
  await deliverThroughConsoleApi(page, order);
  const { lines } = (await (
    await request.get(`/api/orders/${order.orderNumber}/returns?email=${encodeURIComponent(order.email)}`)
  ).json()) as { lines: { itemId: number }[] };
  const asked = await request.post(`/api/orders/${order.orderNumber}/returns`, {
    data: {
      email: order.email,
      kind: 'return',
      reason: 'Too small',
      lines: [{ itemId: lines[0]!.itemId, quantity: 1 }],
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  return order;
}

/** The request's page in the console, found through the list's search by order number. */
export async function openRequestInConsole(page: Page, { orderNumber }: PlacedOrder, kind: 'Return' | 'Exchange') {
  await openConsoleAs(page, 'admin', `/admin/returns?q=${orderNumber}`);
  await page
    .getByTestId('return-row')
    .getByRole('link', { name: new RegExp(`^${kind} \\d+$`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${kind} \\d+`) })).toBeVisible();
}

/** One step of the console's return panel: its button, its dialog's submit, then the note it leaves. */
export async function takeStep(page: Page, button: string, dialog: RegExp, submit: string, done: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: submit }).click();
  await expect(page.getByText(done)).toBeVisible();
}

/** On a return page opened as an exchange of one unit: asks for the option `optionId` and sends the request. */
export async function requestExchangeFor(page: Page, optionId: number): Promise<void> {
  await page.getByLabel('Exchange for').selectOption(String(optionId));
  await page.getByLabel('Why are you sending it back?').fill('I want the other one');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('heading', { name: /^Exchange \d+: Requested$/ })).toBeVisible();
}

/** The pay page's address in an exchange's approval mail (path and token). */
export function payLinkIn(mail: string): string {
  const link = /(\/account\/orders\/[A-Z0-9-]+\/pay\?token=[A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  expect(link, 'a pay link in the approval mail').toBeTruthy();
  return link!;
}

/**
 * Staff on `page` deliver `order` through the console's API; answers the guest's own browser page, as a
 * customer who never saw the console would open it. Both have made their consent choice, so no banner covers them.
 */
export async function deliveredToGuest(page: Page, browser: Browser, order: PlacedOrder): Promise<Page> {
  await recordConsent(page);
  await openConsoleAs(page, 'admin');
  await deliverThroughConsoleApi(page, order);
  const guest = await browser.newPage();
  await recordConsent(guest);
  return guest;
}
