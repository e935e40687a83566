import { expect, test, type Page } from '@playwright/test';
import {
  bodyOf,
  consoleProblems,
  embeddedQueryKeys,
  rememberServerDrawnNodes,
  serverDrawnNodesAfterStart,
} from './support/first-screen';
import { customerWithAnOrder } from './support/sign-up';
import { recordConsent } from './support/visitor';

test.use({ serviceWorkers: 'block' });
test.beforeEach(({ page }) => recordConsent(page));

const ORDERS_PATH = '/account/orders';
const SCREEN_DATA = 'id="ps-first-screen"';

/**
 * Opens the orders page until it arrives drawn: each one is drawn for its request alone, and a
 * drawing that misses the server's time limit on a loaded machine leaves that load to the browser.
 * Returns the HTML and the order-list requests the drawn load made.
 */
async function gotoDrawnOrders(page: Page) {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/account/orders') listRequests.push(request.url());
  });
  let html = '';
  let cacheControl: string | undefined;
  await expect
    .poll(
      async () => {
        listRequests.length = 0;
        const response = await page.goto(ORDERS_PATH);
        html = (await response?.text()) ?? '';
        cacheControl = response?.headers()['cache-control'];
        return html.includes(SCREEN_DATA);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return { html, cacheControl, listRequests };
}

test('when a signed-in customer opens Your Orders, then the server draws their orders privately and the page hydrates them without asking again', async ({
  page,
}) => {
  const customer = await customerWithAnOrder(page);
  await rememberServerDrawnNodes(page);
  const problems = consoleProblems(page);

  const { html, cacheControl, listRequests } = await gotoDrawnOrders(page);
  expect(cacheControl).toBe('private, no-store');
  expect(bodyOf(html)).toContain(customer.orderNumber);
  expect(embeddedQueryKeys(html)).toContainEqual(['orders', 'list', { page: 1, account: customer.email }]);

  const { drawn, kept } = await serverDrawnNodesAfterStart(page);
  expect(drawn).toBeGreaterThan(20);
  expect(kept).toBe(drawn);
  await expect(page.getByRole('heading', { level: 2, name: customer.orderNumber })).toBeVisible();
  // The header's own session check has answered by the time it names the customer; the list was never asked for.
  await expect(page.getByRole('button', { name: `Account: ${customer.first} ${customer.last}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: customer.orderNumber })).toBeVisible();
  expect(listRequests).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('an order of their own', () => {
  // A reader far from UTC: the page's dates and times must hydrate as the server drew them, then follow the reader.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('when a signed-in customer opens one of their orders, then the server draws it privately and the page hydrates it without asking again', async ({
    page,
  }) => {
    const customer = await customerWithAnOrder(page);
    const orderPath = `${ORDERS_PATH}/${customer.orderNumber}`;
    await rememberServerDrawnNodes(page);
    const problems = consoleProblems(page);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/orders/')) lookups.push(request.url());
    });

    let html = '';
    let cacheControl: string | undefined;
    await expect
      .poll(
        async () => {
          lookups.length = 0;
          const response = await page.goto(orderPath);
          html = (await response?.text()) ?? '';
          cacheControl = response?.headers()['cache-control'];
          return html.includes(SCREEN_DATA);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(cacheControl).toBe('private, no-store');
    // The order itself, not the loading frame: its buyer's details are in the server's markup.
    expect(bodyOf(html)).toContain(customer.email);
    expect(bodyOf(html)).toContain('Order Progress');
    expect(embeddedQueryKeys(html)).toContainEqual([
      'orders',
      'lookup',
      customer.orderNumber,
      { account: customer.email },
    ]);

    const { drawn, kept } = await serverDrawnNodesAfterStart(page);
    expect(drawn).toBeGreaterThan(40);
    expect(kept).toBe(drawn);
    await expect(page.getByTestId('order-number')).toContainText(customer.orderNumber);
    await expect(page.getByRole('button', { name: `Account: ${customer.first} ${customer.last}` })).toBeVisible();
    // The reader's own zone follows hydration: no "UTC" left on the timeline.
    await expect(page.getByTestId('order-timeline')).not.toContainText('UTC');
    await expect(page.getByTestId('customer-info')).toContainText(customer.email);
    expect(lookups).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('when the customer signs out, then Your Orders comes as the shared page, with nobody’s orders in it', async ({
  page,
}) => {
  const customer = await customerWithAnOrder(page);
  await page.getByRole('button', { name: `Account: ${customer.first} ${customer.last}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  const response = await page.request.get(ORDERS_PATH, { headers: { Accept: 'text/html' } });
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  expect(html).not.toContain(customer.orderNumber);
  expect(html).not.toContain(customer.email);

  const detail = await page.request.get(`${ORDERS_PATH}/${customer.orderNumber}`, { headers: { Accept: 'text/html' } });
  expect(detail.headers()['cache-control']).toBe('no-cache');
  const personalKeys = embeddedQueryKeys(await detail.text()).filter(
    ([entity]) => entity === 'orders' || entity === 'account',
  );
  expect(personalKeys).toEqual([]);
  expect(await detail.text()).not.toContain(customer.email);
});
