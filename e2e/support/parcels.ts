import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { allProducts } from './catalog';
import { checkOutCart, type PlacedOrder } from './orders';

export interface TwoUnitOrder extends PlacedOrder {
  /** The line's name as the console's shipment dialog labels it: "Product (Variant)". */
  lineName: string;
}

/** A guest order of two units of the best-stocked variant (one line), so it can ship in two parcels. */
export async function placeTwoUnitOrder(
  request: APIRequestContext,
  sessionId: string,
  email: string,
): Promise<TwoUnitOrder> {
  // The best-stocked variant, so parallel tests never sell it out.
  const [product, variant] = (await allProducts(request))
    .flatMap((candidate) => candidate.variants.map((each) => [candidate, each] as const))
    .sort(([, a], [, b]) => b.inventory.available - a.inventory.available)[0]!;
  const added = await request.post('/api/cart/items', {
    headers: { 'x-session-id': sessionId },
    data: { productId: product.id, variantId: variant.id, quantity: 2 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return { ...(await checkOutCart(request, sessionId, email)), lineName: `${product.name} (${variant.name})` };
}

interface AdminOrderAnswer {
  order: { id: number; version: number; status: string; toShip: { itemId: number; quantity: number }[] };
}

/**
 * Ships one unit of a confirmed order in a parcel of its own through the console's API (moving it to
 * processing first), as the staff member signed in on `page`: the order is then partly shipped.
 */
export async function shipOneUnitThroughConsoleApi(page: Page, orderNumber: string, trackingNumber: string) {
  const { csrfToken } = (await (await page.request.get('/api/admin/auth/session')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  const list = (await (await page.request.get(`/api/admin/orders?q=${orderNumber}`)).json()) as {
    orders: { id: number; version: number }[];
  };
  const { id, version } = list.orders[0]!;
  const moved = await page.request.put(`/api/admin/orders/${id}/status`, {
    data: { status: 'processing', expectedVersion: version },
    headers,
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const { order } = (await moved.json()) as AdminOrderAnswer;
  const shipped = await page.request.post(`/api/admin/orders/${id}/shipments`, {
    data: {
      lines: [{ itemId: order.toShip[0]!.itemId, quantity: 1 }],
      carrier: 'ups',
      trackingNumber,
      expectedVersion: order.version,
    },
    headers,
  });
  expect(shipped.status(), await shipped.text()).toBe(201);
}
