import { expect } from 'vitest';
import type { ReturnRequest } from '@ps/shared/schemas';
import { forceStatus } from './admin-orders';
import type { Browser } from './browser';
import { browser } from './browser';
import { cards, guest, readyToPay } from './checkout-client';
import { createProduct } from './factories';
import type { ApiTestContext } from './suite';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DeliveredOrderOptions {
  quantity?: number;
  /** Days since delivery; 1 unless told. */
  deliveredDaysAgo?: number;
  /** Units of the other option (an exchange's replacement), and what it costs over the product's price. */
  otherUnits?: number;
  otherAdjustmentCents?: number;
  boughtAdjustmentCents?: number;
}

/** A guest's paid order of a tee in size M, delivered some days ago; the product also comes in size S. */
export async function deliveredOrder(api: ApiTestContext, options: DeliveredOrderOptions = {}) {
  const email = `fan-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const product = await createProduct(api.db, {
    variants: [
      { name: 'M', inventoryAvailable: 10, priceAdjustmentCents: options.boughtAdjustmentCents ?? 0 },
      {
        name: 'S',
        inventoryAvailable: options.otherUnits ?? 5,
        priceAdjustmentCents: options.otherAdjustmentCents ?? 0,
      },
    ],
  });
  const [boughtVariantId = 0, otherVariantId = 0] = product.variantIds;
  const shopper = await readyToPay(
    api,
    [{ productId: product.id, variantId: boughtVariantId, quantity: options.quantity ?? 2 }],
    { customer: guest({ email }) },
  );
  const response = await shopper.createOrder({ card: cards.visa });
  expect(response.status).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  const order = await api.db
    .selectFrom('orders')
    .select(['id'])
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirstOrThrow();
  await forceStatus(api, order.id, 'delivered');
  const deliveredAt = new Date(Date.now() - (options.deliveredDaysAgo ?? 1) * DAY_MS);
  await api.db
    .insertInto('orderEvents')
    .values({ orderId: order.id, status: 'delivered', createdAt: deliveredAt })
    .execute();
  const item = await api.db
    .selectFrom('orderItems')
    .selectAll()
    .where('orderId', '=', order.id)
    .executeTakeFirstOrThrow();
  return { id: order.id, orderNumber, email, item, productId: product.id, boughtVariantId, otherVariantId };
}

export const askForReturn = (
  api: ApiTestContext,
  orderNumber: string,
  body: ReturnRequest,
  page: Browser = browser(api),
) => page.call('POST', `/api/orders/${orderNumber}/returns`, { body });

/** The request's version as stored now. */
export async function returnVersion(api: ApiTestContext, id: number): Promise<number> {
  const row = await api.db.selectFrom('orderReturns').select('version').where('id', '=', id).executeTakeFirstOrThrow();
  return row.version;
}

export async function returnStep(
  staff: Browser,
  api: ApiTestContext,
  id: number,
  step: string,
  body: Record<string, unknown> = {},
) {
  return staff.call('POST', `/api/admin/returns/${id}/${step}`, {
    body: { expectedVersion: await returnVersion(api, id), ...body },
  });
}
