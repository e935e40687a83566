import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { allProducts, untouchedSoldOutProduct } from './support/catalog';
import { expectNoSeriousViolations, revealLazyContent } from './support/axe';
import { fillCustomerStep, fillShippingStep } from './support/checkout';
import { waitUntilLive } from './support/first-screen';
import { payLinkMailedTo, placeSwappableOrder, swapThroughConsoleApi } from './support/order-edits';
import { placeOrder, putBestStockedItemInCart, type PlacedOrder } from './support/orders';
import { orderWithReturnRequest, openReturnPage } from './support/returns';
import { placeTwoUnitOrder, shipOneUnitThroughConsoleApi } from './support/parcels';
import { confirmFromMail, signUpOnPage } from './support/sign-up';
import { openConsoleAs } from './support/staff-sessions';
import { chooseWalletOutcome, offerGooglePay } from './support/wallets';
import {
  ACCEPT_ALL,
  giveSessionId,
  recordConsent,
  RETURNING_VISITOR,
  seedPopupHistory,
  skipNewsletterPopup,
} from './support/visitor';

interface Visit {
  page: Page;
  request: APIRequestContext;
  /** One order placed before the scans, owned by the browser named orderSessionId. */
  order: PlacedOrder;
  orderSessionId: string;
}

/** What a first screen may cover the page with; every other row scans with them dismissed as on an earlier visit. */
type Overlay = 'consent banner' | 'newsletter pop-up';

interface RouteRow {
  name: string;
  overlays?: Overlay[];
  /** Scan only this part (CSS): an overlay over a page that another row scans whole. */
  scope?: string;
  /** Puts the page on the route with its content loaded (not a skeleton). */
  open: (visit: Visit) => Promise<void>;
}

const WIDTHS = [375, 1280] as const;

/** On the route, hydrated (a click on server-drawn markup before that is lost), its content loaded. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitUntilLive(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The console's page for the order placed before the scans, found through the list's search. */
async function openAdminOrder(page: Page, order: PlacedOrder): Promise<void> {
  await openConsoleAs(page, 'admin', `/admin/orders?q=${order.orderNumber}`);
  await page.getByRole('link', { name: order.orderNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A browser of its own with one item in its cart, for the cart and checkout rows. */
async function withItemInCart({ page, request }: Visit): Promise<void> {
  const sessionId = randomUUID();
  await putBestStockedItemInCart(request, sessionId);
  await giveSessionId(page, sessionId);
}

async function firstInStockProduct(request: APIRequestContext) {
  const product = (await allProducts(request)).find((candidate) => candidate.inStock);
  if (!product) throw new Error('The seed has no product in stock');
  return product;
}

/** Every route group and its states worth scanning; a new route joins by adding a row. */
const ROUTES: RouteRow[] = [
  { name: 'landing', open: ({ page }) => visit(page, '/') },
  {
    name: 'landing with the consent banner',
    overlays: ['consent banner'],
    scope: '[data-testid="consent-banner"]',
    open: async ({ page }) => {
      await visit(page, '/');
      await expect(page.getByTestId('consent-banner')).toBeVisible();
    },
  },
  {
    name: 'landing with the privacy settings',
    overlays: ['consent banner'],
    scope: '[data-testid="consent-banner"]',
    open: async ({ page }) => {
      await visit(page, '/');
      await page.getByTestId('consent-banner').getByRole('button', { name: 'Customize' }).click();
      await expect(page.getByTestId('consent-banner').getByRole('switch').first()).toBeVisible();
    },
  },
  {
    name: 'landing with the newsletter pop-up',
    overlays: ['newsletter pop-up'],
    scope: 'dialog[open]',
    open: async ({ page }) => {
      // Marketing modals need marketing consent and a returning visitor without one lately.
      await recordConsent(page, ACCEPT_ALL);
      await seedPopupHistory(page, RETURNING_VISITOR);
      await visit(page, '/');
      await expect(page.getByTestId('offer-modal')).toBeVisible();
    },
  },
  {
    name: 'landing with a member bio open',
    scope: 'dialog[open]',
    open: async ({ page }) => {
      await visit(page, '/');
      await revealLazyContent(page);
      await page
        .getByRole('button', { name: /, read bio$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'social hub', open: ({ page }) => visit(page, '/social') },
  { name: 'social hub, viral tab', open: ({ page }) => visit(page, '/social/viral') },
  { name: 'social hub, share tab', open: ({ page }) => visit(page, '/social/share') },
  {
    name: 'social hub, fan photo submission modal',
    scope: 'dialog[open]',
    open: async ({ page }) => {
      await visit(page, '/social/fan-photos');
      await page.getByRole('button', { name: 'Submit your photo' }).click();
      await expect(page.getByRole('dialog', { name: 'Submit a fan photo' })).toBeVisible();
    },
  },
  { name: 'store home', open: ({ page }) => visit(page, '/store') },
  {
    name: 'category',
    open: async ({ page, request }) => {
      const { categories } = await (await request.get('/api/categories')).json();
      await visit(page, `/store/category/${categories[0].slug}`);
    },
  },
  {
    name: 'product',
    open: async ({ page, request }) => visit(page, `/store/${(await firstInStockProduct(request)).slug}`),
  },
  {
    name: "product sold out, with the tell-me-when-it's-back form",
    open: async ({ page, request }) => {
      await visit(page, `/store/${untouchedSoldOutProduct(await allProducts(request), 'scan').slug}`);
      await expect(page.getByTestId('back-in-stock-form')).toBeVisible();
    },
  },
  {
    name: 'search with results',
    open: async ({ page }) => {
      await visit(page, '/store/search?q=tee');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    },
  },
  {
    name: 'search with suggestions open',
    open: async ({ page }) => {
      await visit(page, '/store/search');
      await page.getByLabel('Search products').fill('tee');
      await expect(page.getByRole('search').getByText(/tee/i).first()).toBeVisible();
    },
  },
  { name: 'empty cart', open: ({ page }) => visit(page, '/cart') },
  {
    name: 'cart with an item',
    open: async (visitor) => {
      await withItemInCart(visitor);
      await visit(visitor.page, '/cart');
    },
  },
  {
    name: 'checkout: customer',
    open: async (visitor) => {
      await withItemInCart(visitor);
      await visit(visitor.page, '/checkout');
    },
  },
  {
    name: 'checkout: shipping',
    open: async (visitor) => {
      await withItemInCart(visitor);
      await visit(visitor.page, '/checkout');
      await fillCustomerStep(visitor.page, 'axe@example.com');
    },
  },
  {
    name: 'checkout: payment',
    open: async (visitor) => {
      await withItemInCart(visitor);
      await visit(visitor.page, '/checkout');
      await fillCustomerStep(visitor.page, 'axe@example.com');
      await fillShippingStep(visitor.page);
    },
  },
  {
    name: 'order confirmation',
    open: async ({ page, order, orderSessionId }) => {
      await giveSessionId(page, orderSessionId);
      await visit(page, `/checkout/success?order=${order.orderNumber}`);
      await expect(page.getByTestId('order-number')).toContainText(order.orderNumber);
    },
  },
  {
    name: 'orders list',
    open: async ({ page, order, orderSessionId }) => {
      await giveSessionId(page, orderSessionId);
      await visit(page, '/account/orders');
      await expect(page.getByRole('heading', { name: order.orderNumber })).toBeVisible();
    },
  },
  {
    name: 'order detail',
    open: async ({ page, order, orderSessionId }) => {
      await giveSessionId(page, orderSessionId);
      await visit(page, `/account/orders/${order.orderNumber}`);
      await expect(page.getByTestId('order-number')).toContainText(order.orderNumber);
    },
  },
  {
    name: 'account page',
    open: async ({ page }) => {
      const email = `axe-account-${randomUUID().slice(0, 8)}@example.com`;
      await signUpOnPage(page, { first: 'Axe', last: 'Tester', email, password: 'anxious-but-brave-42' });
      await confirmFromMail(page, email);
      await visit(page, '/account');
      await expect(page.getByRole('heading', { level: 2, name: 'Addresses' })).toBeVisible();
      await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
    },
  },
  {
    name: 'confirm new e-mail, link refused',
    open: async ({ page }) => {
      await visit(page, `/account/confirm-email-change?token=${'a'.repeat(43)}`);
      await page.getByRole('button', { name: 'Confirm my new e-mail' }).click();
      await expect(page.getByRole('alert')).toContainText('invalid or has expired');
    },
  },
  {
    name: 'confirm e-mail, link refused',
    open: async ({ page }) => {
      await visit(page, `/account/confirm?token=${'a'.repeat(43)}`);
      await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
      await expect(page.getByRole('alert')).toContainText('invalid or has expired');
    },
  },
  {
    name: 'track',
    open: async ({ page, order }) => {
      await visit(page, `/track/${order.orderNumber}`);
      await expect(page.getByTestId('tracking-result')).toBeVisible();
    },
  },
  {
    name: 'track, order not found',
    open: async ({ page }) => {
      await visit(page, '/track/PS-2020-ZZZZZZ');
      await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    },
  },
  { name: 'admin', open: ({ page }) => visit(page, '/admin') },
  {
    name: 'admin dashboard',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin');
      await expect(page.getByTestId('figure-Revenue')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    name: 'admin analytics',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/analytics');
      await expect(page.getByTestId('analytics-figure-Visitors')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    name: 'admin orders list',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/orders');
      await expect(page.getByTestId('order-row').first()).toBeVisible();
    },
  },
  {
    name: 'admin order detail',
    open: async ({ page, order }) => {
      await openAdminOrder(page, order);
    },
  },
  {
    name: 'admin order refund dialog',
    scope: 'dialog[open]',
    open: async ({ page, order }) => {
      await openAdminOrder(page, order);
      await page.getByRole('button', { name: 'Refund items' }).click();
      await expect(page.getByRole('dialog', { name: /Refund items of/ })).toBeVisible();
    },
  },
  {
    name: 'admin order resend e-mail dialog',
    scope: 'dialog[open]',
    open: async ({ page, order }) => {
      await openAdminOrder(page, order);
      await page.getByRole('button', { name: 'Resend e-mail' }).click();
      await expect(page.getByRole('dialog', { name: /Resend an e-mail of/ })).toBeVisible();
    },
  },
  {
    name: 'admin audit log',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/audit-log');
      await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
    },
  },
  {
    name: 'admin products',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/products');
      await expect(page.getByTestId('product-row').first()).toBeVisible();
    },
  },
  {
    name: 'admin new product with the variant dialog open',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/products/new');
      await page.getByRole('button', { name: 'Add Variant' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'admin edit product',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/products/1/edit');
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Variant pictures' })).toBeVisible();
    },
  },
  {
    name: 'admin product detail',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/products/1');
      await expect(page.getByRole('heading', { name: 'Variants' })).toBeVisible();
    },
  },
  {
    name: 'admin inventory',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/inventory');
      await expect(page.getByRole('columnheader', { name: 'Low stock threshold' })).toBeVisible();
    },
  },
  {
    name: 'admin promotions',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/promotions');
      await expect(page.getByRole('button', { name: 'New promo code' })).toBeVisible();
    },
  },
  {
    name: 'admin tour',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/tour');
      await expect(page.getByRole('table', { name: 'Shows' })).toBeVisible();
    },
  },
  {
    name: 'admin tour dialog',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/tour');
      await page.getByRole('button', { name: 'Add show' }).click();
      await expect(page.getByLabel('Venue time zone')).toBeVisible();
    },
  },
  {
    name: 'admin news',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/news');
      await expect(page.getByRole('table', { name: 'News posts' })).toBeVisible();
    },
  },
  {
    name: 'admin releases',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/releases');
      await expect(page.getByRole('table', { name: 'Releases' })).toBeVisible();
    },
  },
  {
    name: 'admin release dialog',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/releases');
      await page.getByRole('button', { name: 'Edit MY SPACE' }).click();
      await expect(page.getByLabel('Tracks', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'admin news dialog',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/news');
      await page.getByRole('button', { name: 'Write post' }).click();
      await expect(page.getByLabel('Date posted', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'admin tour announce dialog',
    scope: 'dialog[open]',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/tour');
      await page
        .getByRole('button', { name: /^Announce / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /to the newsletter\?$/ })).toBeVisible();
    },
  },
  {
    name: 'admin tour cancel dialog',
    scope: 'dialog[open]',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/tour');
      await page
        .getByRole('button', { name: /^Cancel show: / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Cancel the show in / })).toBeVisible();
    },
  },
  {
    name: 'admin newsletter',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/newsletter');
      await expect(page.getByRole('button', { name: 'New mailing' })).toBeVisible();
      await expect(page.getByText('Confirmed subscribers')).toBeVisible();
    },
  },
  {
    name: "admin newsletter compose dialog with the server's messages",
    scope: 'dialog[open]',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/newsletter');
      await page.getByRole('button', { name: 'New mailing' }).click();
      const compose = page.getByRole('dialog', { name: 'New mailing' });
      await compose.getByRole('button', { name: 'Save draft' }).click();
      await expect(compose.getByText('Text is required')).toBeVisible();
    },
  },
  {
    name: 'admin promotion dialog with the product picker open',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/promotions');
      await page.getByRole('button', { name: 'New promo code' }).click();
      await page.getByRole('combobox', { name: 'Only these products' }).fill('tee');
      await expect(
        page.getByRole('listbox', { name: 'Only these products' }).getByRole('option').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'admin categories',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/categories');
      await expect(page.getByTestId('category-row').first()).toBeVisible();
    },
  },
  {
    name: 'admin new category',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/categories/new');
      await expect(page.getByRole('button', { name: 'Create Category' })).toBeVisible();
    },
  },
  {
    name: 'admin edit category',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/categories/1/edit');
      await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    },
  },
  {
    name: 'admin category detail with the delete dialog open',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/categories/1');
      await page.getByRole('button', { name: 'Delete Category' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'admin product import with a dry run',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/products/import');
      await page.getByLabel('Choose a CSV file (up to 2 MB)').setInputFiles({
        name: 'bad.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('slug,name\nnew-thing,\n'),
      });
      await expect(page.getByRole('heading', { name: 'Rows to fix' })).toBeVisible();
    },
  },
  {
    name: 'admin settings',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/settings');
      await expect(page.getByLabel('Support phone')).toBeVisible();
    },
  },
  {
    name: 'admin music',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/music');
      await expect(page.getByRole('row', { name: /MY SPACE · track 1\b/ })).toBeVisible();
    },
  },
  {
    name: 'newsletter confirm page',
    open: async ({ page }) => {
      await page.goto('/newsletter/confirm?token=unknown');
      await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toBeVisible();
    },
  },
  {
    name: 'admin notifications',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin');
      await page.getByRole('button', { name: /^Notifications[ ,]/ }).click();
      await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Latest notifications' })).toBeVisible();
    },
  },
  {
    name: 'admin customers',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/customers');
      await expect(page.getByRole('columnheader', { name: 'Lifetime value' })).toBeVisible();
    },
  },
  {
    name: 'admin customer detail',
    open: async ({ page, order }) => {
      await openConsoleAs(page, 'admin', `/admin/customers?q=${order.email}`);
      await page.getByTestId('customer-row').getByRole('link').click();
      await expect(page.getByRole('region', { name: 'Personal data (GDPR)' })).toBeVisible();
    },
  },
  {
    name: 'admin customer erase dialog',
    scope: 'dialog[open]',
    open: async ({ page, order }) => {
      await openConsoleAs(page, 'admin', `/admin/customers?q=${order.email}`);
      await page.getByTestId('customer-row').getByRole('link').click();
      await page.getByRole('button', { name: 'Erase customer…' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'admin fan photos',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/fan-photos?status=approved');
      await expect(page.getByTestId('fan-photo-card').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    },
  },
  {
    name: 'admin staff',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/staff');
      await expect(page.getByRole('columnheader', { name: 'Last sign-in' })).toBeVisible();
    },
  },
  {
    name: 'admin roles',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/roles');
      await expect(page.getByRole('row', { name: /^staff/ })).toBeVisible();
    },
  },
  {
    name: 'admin role dialog',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/roles');
      await page.getByRole('button', { name: 'New role' }).click();
      await expect(page.getByRole('dialog', { name: 'New role' }).getByLabel('Refund limit ($)')).toBeVisible();
    },
  },
  {
    name: 'admin profile',
    open: async ({ page }) => {
      await openConsoleAs(page, 'admin', '/admin/profile');
      await expect(page.getByRole('button', { name: 'Set up two-factor' })).toBeVisible();
      await expect(page.getByLabel('Current password')).toBeVisible();
    },
  },
  { name: 'not found', open: ({ page }) => visit(page, '/no-such-page') },
  ...['/faq', '/shipping', '/returns', '/terms', '/fan-photo-terms', '/privacy', '/press'].map((path) => ({
    name: `help page ${path}`,
    open: ({ page }: Visit) => visit(page, path),
  })),
  {
    name: 'contact form with field errors',
    open: async ({ page }) => {
      await visit(page, '/contact');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Please enter your name')).toBeVisible();
    },
  },
  {
    name: 'admin returns',
    open: async ({ page, request }) => {
      await openConsoleAs(page, 'admin');
      const asked = await orderWithReturnRequest(page, request);
      await page.goto(`/admin/returns?q=${asked.orderNumber}`);
      await expect(page.getByTestId('return-row')).toBeVisible();
    },
  },
  {
    name: 'admin return detail with the approve dialog open',
    open: async ({ page, request }) => {
      await openConsoleAs(page, 'admin');
      const asked = await orderWithReturnRequest(page, request);
      await page.goto(`/admin/returns?q=${asked.orderNumber}`);
      await page.getByTestId('return-row').getByRole('link').first().click();
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page.getByRole('dialog', { name: /^Approve return/ })).toBeVisible();
    },
  },
  {
    name: 'return or exchange request page',
    open: async ({ page, request }) => {
      await openConsoleAs(page, 'admin');
      const asked = await orderWithReturnRequest(page, request);
      await openReturnPage(page, asked);
      await expect(page.getByRole('heading', { name: /^Return \d+: Requested$/ })).toBeVisible();
    },
  },
  {
    name: 'order detail, partly shipped',
    open: async ({ page, request }) => {
      const parcels = await partlyShippedOrder(page, request);
      await giveSessionId(page, parcels.sessionId);
      await visit(page, `/account/orders/${parcels.orderNumber}`);
      await expect(page.getByTestId('still-to-ship')).toBeVisible();
    },
  },
  {
    name: 'track, partly shipped',
    open: async ({ page, request }) => {
      const parcels = await partlyShippedOrder(page, request);
      await visit(page, `/track/${parcels.orderNumber}`);
      await expect(page.getByTestId('still-to-ship')).toBeVisible();
    },
  },
  {
    name: 'admin order detail, partly shipped',
    open: async ({ page, request }) => {
      const parcels = await partlyShippedOrder(page, request);
      await openAdminOrder(page, parcels);
      await expect(page.getByTestId('admin-still-to-ship')).toBeVisible();
    },
  },
  {
    name: 'admin order ship items dialog',
    scope: 'dialog[open]',
    open: async ({ page, request }) => {
      const parcels = await partlyShippedOrder(page, request);
      await openAdminOrder(page, parcels);
      await page.getByRole('button', { name: 'Ship items' }).click();
      await expect(page.getByRole('dialog', { name: /Ship items of/ })).toBeVisible();
    },
  },
  {
    name: 'order detail, shipping address form',
    open: async ({ page, order, orderSessionId }) => {
      await giveSessionId(page, orderSessionId);
      await visit(page, `/account/orders/${order.orderNumber}`);
      await page.getByRole('button', { name: 'Change shipping address' }).click();
      await expect(page.getByRole('form', { name: 'Moving? Change the address' })).toBeVisible();
    },
  },
  {
    name: 'pay for a change to an order',
    open: async ({ page, request }) => {
      // An order of its own: the swap changes what the other rows scan.
      const email = `axe-balance-${randomUUID().slice(0, 8)}@example.com`;
      const { order, dear } = await placeSwappableOrder(request, email);
      await openConsoleAs(page, 'admin');
      await swapThroughConsoleApi(page, order.orderNumber, dear.id);
      await visit(page, await payLinkMailedTo(email));
      await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
    },
  },
  {
    name: 'admin order change address dialog',
    scope: 'dialog[open]',
    open: async ({ page, order }) => {
      await openAdminOrder(page, order);
      await page.getByRole('button', { name: 'Change address' }).click();
      await expect(page.getByRole('dialog', { name: /Change the shipping address of/ })).toBeVisible();
    },
  },
  {
    name: 'admin order change items dialog',
    scope: 'dialog[open]',
    open: async ({ page, order }) => {
      await openAdminOrder(page, order);
      await page.getByRole('button', { name: 'Change items' }).click();
      await expect(page.getByRole('dialog', { name: /Change the items of/ })).toBeVisible();
    },
  },
  {
    name: 'checkout: payment with the PayPal sandbox approved',
    open: async (visitor) => {
      await withItemInCart(visitor);
      await visit(visitor.page, '/checkout');
      await fillCustomerStep(visitor.page, 'axe@example.com');
      await fillShippingStep(visitor.page);
      await chooseWalletOutcome(visitor.page, /PayPal/, 'Approve as the test buyer');
    },
  },
  {
    name: 'checkout: payment with Google Pay offered and its decline chosen',
    open: async (visitor) => {
      await offerGooglePay(visitor.page);
      await withItemInCart(visitor);
      await visit(visitor.page, '/checkout');
      await fillCustomerStep(visitor.page, 'axe@example.com');
      await fillShippingStep(visitor.page);
      await chooseWalletOutcome(visitor.page, /Google Pay/, 'Decline');
    },
  },
  {
    name: 'admin order correct parcel tracking dialog',
    scope: 'dialog[open]',
    open: async ({ page, request }) => {
      const parcels = await partlyShippedOrder(page, request);
      await openAdminOrder(page, parcels);
      await page.getByRole('button', { name: "Correct parcel 1's tracking" }).click();
      await expect(page.getByRole('dialog', { name: 'Correct tracking of parcel 1' })).toBeVisible();
    },
  },
  {
    name: 'checkout return from PayPal, no payment named',
    open: async ({ page }) => {
      await visit(page, '/checkout/return');
      await expect(page.getByRole('heading', { name: 'No payment to finish' })).toBeVisible();
    },
  },
  {
    name: 'return or exchange request page, withdrawing a request',
    open: async ({ page, request }) => {
      await openConsoleAs(page, 'admin');
      const asked = await orderWithReturnRequest(page, request);
      await openReturnPage(page, asked);
      await page.getByRole('button', { name: 'Withdraw this return' }).click();
      await expect(page.getByRole('button', { name: 'Yes, withdraw the return' })).toBeVisible();
    },
  },
  {
    name: 'admin return detail with the withdraw dialog open',
    open: async ({ page, request }) => {
      await openConsoleAs(page, 'admin');
      const asked = await orderWithReturnRequest(page, request);
      await page.goto(`/admin/returns?q=${asked.orderNumber}`);
      await page.getByTestId('return-row').getByRole('link').first().click();
      await page.getByRole('button', { name: 'Withdraw for the customer' }).click();
      await expect(page.getByRole('dialog', { name: /^Withdraw return/ })).toBeVisible();
    },
  },
  {
    name: 'balance return from PayPal, no payment named',
    open: async ({ page }) => {
      await visit(page, '/account/orders/PS-2026-7KX4QM/pay/return');
      await expect(page.getByRole('heading', { name: 'Your payment was not finished' })).toBeVisible();
    },
  },
];

/** An order of its own with one of its two units shipped, as a guest's browser placed it. */
async function partlyShippedOrder(page: Page, request: APIRequestContext) {
  const sessionId = randomUUID();
  const placed = await placeTwoUnitOrder(request, sessionId, `axe-parcels-${sessionId.slice(0, 8)}@example.com`);
  await openConsoleAs(page, 'admin', '/admin');
  await shipOneUnitThroughConsoleApi(page, placed.orderNumber, '1Z999AA10123456784');
  return { ...placed, sessionId };
}

// A whole-landing scan (every lazy section revealed) takes about 15 s on a busy two-core machine.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

let order: PlacedOrder;
const orderSessionId = randomUUID();

test.beforeAll(async ({ request }) => {
  order = await placeOrder(request, orderSessionId, 'axe-scan@example.com');
});

for (const route of ROUTES) {
  test(`when "${route.name}" is scanned at ${WIDTHS.join(' and ')} px, then it has no serious or critical violation`, async ({
    page,
    request,
  }) => {
    const overlays = route.overlays ?? [];
    if (!overlays.includes('consent banner')) await recordConsent(page);
    if (!overlays.includes('newsletter pop-up')) await skipNewsletterPopup(page);
    // One visit, scanned at each width in turn: the layout answers a resize as it does a first load.
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await route.open({ page, request, order, orderSessionId });
    for (const width of WIDTHS) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        if (!route.scope) await revealLazyContent(page);
        await expectNoSeriousViolations(page, route.scope);
      });
    }
  });
}
