import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { checkOutCart, type PlacedOrder } from './orders';
import { waitForMail } from './outbox';

interface PricedVariant {
  id: number;
  name: string;
  priceAdjustment: number;
  inventory: { available: number };
}

/** A product with a dearer variant (an XXL tee, a splatter vinyl), both with units to spare. */
async function productWithDearerVariant(request: APIRequestContext) {
  const { products } = (await (await request.get('/api/products?limit=100')).json()) as {
    products: { id: number; maxPerOrder: number | null; variants: PricedVariant[] }[];
  };
  for (const product of products.filter((each) => each.maxPerOrder === null)) {
    const stocked = product.variants.filter((variant) => variant.inventory.available > 3);
    const cheap = stocked.find((variant) => variant.priceAdjustment === 0);
    const dear = stocked.find((variant) => variant.priceAdjustment > 0);
    if (cheap && dear) return { productId: product.id, cheap, dear };
  }
  throw new Error('the seeded catalog has no product with a dearer variant in stock');
}

/** A guest's paid order of one unit of the cheaper variant of such a product, placed through the API. */
export async function placeSwappableOrder(request: APIRequestContext, email: string) {
  const { productId, cheap, dear } = await productWithDearerVariant(request);
  const sessionId = randomUUID();
  const added = await request.post('/api/cart/items', {
    headers: { 'x-session-id': sessionId },
    data: { productId, variantId: cheap.id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const order: PlacedOrder = await checkOutCart(request, sessionId, email);
  return { order, cheap, dear };
}

/** The pay link of the newest "order changed" e-mail to `email`, as a path on this site. */
export async function payLinkMailedTo(email: string): Promise<string> {
  const mail = await waitForMail(email, /Your order was changed/);
  const link = /(\/account\/orders\/[A-Z0-9-]+\/pay\?token=[A-Za-z0-9_%-]+)/.exec(mail)?.[1];
  expect(link, 'a pay link in the mail').toBeTruthy();
  return link!;
}

/** Swaps the order's one line to `variantId` through the console's API, as the staff member signed in on `page`. */
export async function swapThroughConsoleApi(page: Page, orderNumber: string, variantId: number): Promise<void> {
  const { csrfToken } = (await (await page.request.get('/api/admin/auth/session')).json()) as { csrfToken: string };
  const list = (await (await page.request.get(`/api/admin/orders?q=${orderNumber}`)).json()) as {
    orders: { id: number; version: number }[];
  };
  const { id, version } = list.orders[0]!;
  const detail = (await (await page.request.get(`/api/admin/orders/${id}`)).json()) as {
    order: { items: { id: number; quantity: number }[] };
  };
  const [item] = detail.order.items;
  const response = await page.request.put(`/api/admin/orders/${id}/lines`, {
    data: { lines: [{ itemId: item!.id, variantId, quantity: item!.quantity }], expectedVersion: version },
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
