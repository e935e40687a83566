import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { addCartItemResponseSchema } from '@ps/shared/schemas';
import { cartClient } from '../cart-client';
import { cards, checkoutClient, readyToPay } from '../checkout-client';
import { createProduct } from '../factories';
import { createStaffUser, STAFF_PASSWORD } from '../staff';
import type { ApiTestContext } from '../suite';
import type { SlotValues } from './wire';

/** Units of the product every fuzzed checkout buys: more than a run can sell. */
export const FUZZ_STOCK = 1_000_000;
const BROWSERS = 6;

export interface CatalogLine {
  productId: number;
  variantId: number;
  slug: string;
}

/** Valid things to point requests at: real ids, a cart per browser, open checkouts, a placed order. */
export interface FuzzFixtures {
  catalog: CatalogLine[];
  categorySlugs: string[];
  /** The product with FUZZ_STOCK units; its stock is checked after the run. */
  fuzzLine: CatalogLine;
  /** Browsers (x-session-id) with the fuzz product in their cart. */
  browsers: string[];
  /** Open checkout sessions, each with its owner. */
  checkouts: { browser: string; checkoutSessionId: string }[];
  order: { orderNumber: string; email: string; browser: string };
  unsubscribeToken: string;
  /** A sold-out variant nobody restocks, and the unsubscribe token of a request waiting for it. */
  backInStock: { variantId: number; unsubscribeToken: string };
  /** A browser with one line in its cart, made for one request. */
  freshCartLine(): Promise<{ browser: string; itemId: string }>;
  /** A browser whose checkout is one create-order away from an order, made for one request. */
  readyCheckout(): Promise<{ browser: string; checkoutSessionId: string; expectedTotal: string; priceVersion: string }>;
  /** A signed-out session of this kind: its cookie and CSRF token. */
  cookieSession(kind: 'customer' | 'staff'): Promise<CookieSession>;
  /** The cookie and CSRF token of an admin signed in for one request. */
  signedInAdmin(): Promise<CookieSession>;
}

export interface CookieSession extends SlotValues {
  cookie: string;
  csrf: string;
}

const SESSION_PATHS = { customer: '/api/account/session', staff: '/api/admin/auth/session' } as const;

/** The session cookies a response sets, as a Cookie header. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

async function cookieSession(api: ApiTestContext, kind: 'customer' | 'staff'): Promise<CookieSession> {
  const response = await api.fetch(SESSION_PATHS[kind]);
  expect(response.status).toBe(200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: cookiesOf(response), csrf: csrfToken };
}

async function signedInAdmin(api: ApiTestContext): Promise<CookieSession> {
  const email = await createStaffUser(api, 'admin');
  const signedOut = await cookieSession(api, 'staff');
  const response = await api.fetch('/api/admin/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie: signedOut.cookie, 'x-csrf-token': signedOut.csrf },
    body: JSON.stringify({ email, password: STAFF_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: cookiesOf(response), csrf: csrfToken };
}

async function catalogLines(api: ApiTestContext): Promise<CatalogLine[]> {
  const rows = await api.db
    .selectFrom('productVariants')
    .innerJoin('products', 'products.id', 'productVariants.productId')
    .select(['products.id as productId', 'productVariants.id as variantId', 'products.slug'])
    .where('productVariants.inventoryAvailable', '>', 0)
    .orderBy('productVariants.id')
    .limit(8)
    .execute();
  return rows;
}

async function addLine(api: ApiTestContext, browser: string, line: CatalogLine): Promise<number> {
  const response = await cartClient(api, browser).add({
    productId: line.productId,
    variantId: line.variantId,
    quantity: 1,
  });
  expect(response.status).toBe(201);
  return addCartItemResponseSchema.parse(await response.json()).item.id;
}

async function backInStockRequest(api: ApiTestContext) {
  const soldOut = await createProduct(api.db, { variants: [{ inventoryAvailable: 0 }] });
  const variantId = soldOut.variantIds[0] ?? 0;
  const email = `fuzz-${randomUUID()}@example.com`;
  const asked = await api.fetch('/api/back-in-stock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ variantId, email }),
  });
  expect(asked.status).toBe(202);
  const request = await api.db
    .selectFrom('backInStockRequests')
    .select('unsubscribeToken')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { variantId, unsubscribeToken: request.unsubscribeToken };
}

export async function createFuzzFixtures(api: ApiTestContext): Promise<FuzzFixtures> {
  const product = await createProduct(api.db, { variants: [{ inventoryAvailable: FUZZ_STOCK }] });
  const fuzzLine = { productId: product.id, variantId: product.variantIds[0] ?? 0, slug: product.slug };
  const categories = await api.db.selectFrom('categories').select('slug').execute();

  const browsers = Array.from({ length: BROWSERS }, () => randomUUID());
  const checkouts = [];
  for (const browser of browsers) {
    await addLine(api, browser, fuzzLine);
    const shopper = checkoutClient(api, browser);
    expect((await shopper.createSession()).status).toBe(201);
    checkouts.push({ browser, checkoutSessionId: shopper.checkoutSessionId });
  }

  const email = `fuzz-${randomUUID()}@example.com`;
  const buyer = await readyToPay(api, [{ ...fuzzLine, quantity: 1 }], { customer: { email, createAccount: false } });
  const placed = await buyer.createOrder({ card: cards.visa });
  expect(placed.status).toBe(201);
  const { orderNumber } = (await placed.json()) as { orderNumber: string };

  const signup = await api.fetch('/api/newsletter/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(signup.status).toBe(200);
  const subscriber = await api.db
    .selectFrom('newsletterSubscribers')
    .select('unsubscribeToken')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

  return {
    backInStock: await backInStockRequest(api),
    catalog: await catalogLines(api),
    categorySlugs: categories.map((category) => category.slug),
    fuzzLine,
    browsers,
    checkouts,
    order: { orderNumber, email, browser: buyer.browserSessionId },
    unsubscribeToken: subscriber.unsubscribeToken,
    async freshCartLine() {
      const browser = randomUUID();
      return { browser, itemId: String(await addLine(api, browser, fuzzLine)) };
    },
    cookieSession: (kind) => cookieSession(api, kind),
    signedInAdmin: () => signedInAdmin(api),
    async readyCheckout() {
      const shopper = await readyToPay(api, [{ ...fuzzLine, quantity: 1 }]);
      const { expectedTotal, priceVersion } = await shopper.shownPrice();
      const { browserSessionId: browser, checkoutSessionId } = shopper;
      return { browser, checkoutSessionId, expectedTotal: String(expectedTotal), priceVersion };
    },
  };
}
