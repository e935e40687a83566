import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ShippingMethodId } from '@ps/shared/rules';
import { allProducts, type CatalogProduct } from './catalog';

export interface PlacedOrder {
  orderNumber: string;
  email: string;
}

type Send = (method: 'post' | 'put', path: string, data: object) => Promise<{ [key: string]: unknown }>;

function sender(request: APIRequestContext, sessionId: string): Send {
  const headers = { 'x-session-id': sessionId };
  return async (method, path, data) => {
    const response = await request[method](path, { headers, data });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  };
}

/** One unit of the best-stocked variant into the cart of the browser named sessionId. */
export async function putBestStockedItemInCart(request: APIRequestContext, sessionId: string): Promise<void> {
  // The best-stocked variant, so parallel tests never sell a limited item out from under each other.
  const [product, variant] = (await allProducts(request))
    .flatMap((candidate) => candidate.variants.map((v) => [candidate, v] as const))
    .sort(([, a], [, b]) => b.inventory.available - a.inventory.available)[0]!;
  await sender(request, sessionId)('post', '/api/cart/items', {
    productId: product.id,
    variantId: variant.id,
    quantity: 1,
  });
}

/** A guest checkout through the API, paid with the sandbox's test card, from the browser named sessionId. */
export async function placeOrder(
  request: APIRequestContext,
  sessionId: string,
  email: string,
  shippingMethod: ShippingMethodId = 'standard',
): Promise<PlacedOrder> {
  await putBestStockedItemInCart(request, sessionId);
  return checkOutCart(request, sessionId, email, shippingMethod);
}

/** The most units one cart line may hold (CART_MAX_QUANTITY). */
const MAX_PER_LINE = 10;

/** Other shoppers buy a variant until only `leave` units are left, a full line at a time. */
export async function sellDownTo(
  request: APIRequestContext,
  product: CatalogProduct,
  variantId: number,
  leave: number,
): Promise<void> {
  const { available } = product.variants.find((variant) => variant.id === variantId)!.inventory;
  for (let left = available; left > leave;) {
    const quantity = Math.min(MAX_PER_LINE, left - leave);
    const sessionId = randomUUID();
    await sender(request, sessionId)('post', '/api/cart/items', { productId: product.id, variantId, quantity });
    await checkOutCart(request, sessionId, `buyer-${sessionId.slice(0, 8)}@example.com`);
    left -= quantity;
  }
}

/** Checks out whatever the cart of the browser named sessionId holds. */
export async function checkOutCart(
  request: APIRequestContext,
  sessionId: string,
  email: string,
  shippingMethod: ShippingMethodId = 'standard',
): Promise<PlacedOrder> {
  const send = sender(request, sessionId);
  const checkoutId = randomUUID();
  await send('post', '/api/checkout/session', { sessionId: checkoutId });
  await send('put', `/api/checkout/session/${checkoutId}`, {
    customer: { email, createAccount: false, marketingEmails: false },
    shippingAddress: {
      firstName: 'Nervous',
      lastName: 'Hero',
      address1: '42 Panic Street',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      country: 'US',
    },
    shippingMethod,
  });
  const { session } = await send('put', `/api/checkout/session/${checkoutId}/order-draft`, {
    sameAsShipping: true,
    paymentMethod: { type: 'card' },
    cardholderName: 'Nervous Hero',
    termsAccepted: true,
    privacyPolicyAccepted: true,
    dataProcessingAccepted: true,
  });
  const { totals, priceVersion } = session as { totals: { total: number }; priceVersion: string };
  const { orderNumber } = await send('post', '/api/checkout/create-order', {
    sessionId: checkoutId,
    expectedTotal: totals.total,
    priceVersion,
    card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
  });
  return { orderNumber: orderNumber as string, email };
}

/** Moves an order on to shipped with UPS through the console's API, as the staff member signed in on `page`. */
export async function shipThroughConsoleApi(page: Page, orderNumber: string, trackingNumber: string): Promise<void> {
  const { csrfToken } = (await (await page.request.get('/api/admin/auth/session')).json()) as { csrfToken: string };
  const list = (await (await page.request.get(`/api/admin/orders?q=${orderNumber}`)).json()) as {
    orders: { id: number; version: number }[];
  };
  let { id, version } = list.orders[0]!;
  for (const status of ['processing', 'shipped']) {
    const response = await page.request.put(`/api/admin/orders/${id}/status`, {
      data: { status, expectedVersion: version, carrier: 'ups', trackingNumber },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(response.ok(), await response.text()).toBe(true);
    ({ id, version } = ((await response.json()) as { order: { id: number; version: number } }).order);
  }
}
