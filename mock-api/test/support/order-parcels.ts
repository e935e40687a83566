import { expect } from 'vitest';
import { adminOrderResponseSchema, type OrderShipmentCreate, type ParcelCorrection } from '@ps/shared/console-schemas';
import { forceStatus } from './admin-orders';
import type { Browser } from './browser';
import { cards, readyToPay } from './checkout-client';
import { createProduct } from './factories';
import type { ApiTestContext } from './suite';

export const UPS = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' } as const;
export const USPS = { carrier: 'usps', trackingNumber: '9400111899223197428490' } as const;

/** A processing order of three tees and one record, placed through checkout. */
export async function teeAndRecordOrder(context: ApiTestContext) {
  const tee = await createProduct(context.db, { variants: [{ inventoryAvailable: 10 }] });
  const record = await createProduct(context.db, { variants: [{ inventoryAvailable: 10 }] });
  const shopper = await readyToPay(context, [
    { productId: tee.id, variantId: tee.variantIds[0] ?? 0, quantity: 3 },
    { productId: record.id, variantId: record.variantIds[0] ?? 0, quantity: 1 },
  ]);
  const response = await shopper.createOrder({ card: cards.visa });
  expect(response.status).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  const order = await context.db
    .selectFrom('orders')
    .select('id')
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirstOrThrow();
  await forceStatus(context, order.id, 'processing');
  const [teeLine, recordLine] = await context.db
    .selectFrom('orderItems')
    .select('id')
    .where('orderId', '=', order.id)
    .orderBy('id')
    .execute();
  if (!teeLine || !recordLine) throw new Error('the order lacks a line');
  return { id: order.id, orderNumber, shopper, tee: teeLine.id, record: recordLine.id };
}

/** The console's parcel calls, each at the order's current version. */
export function parcelCalls(api: ApiTestContext) {
  const versionOf = async (id: number) =>
    (await api.db.selectFrom('orders').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;
  return {
    versionOf,
    async ship(staff: Browser, id: number, body: Omit<OrderShipmentCreate, 'expectedVersion'>) {
      const expectedVersion = await versionOf(id);
      return staff.call('POST', `/api/admin/orders/${id}/shipments`, { body: { ...body, expectedVersion } });
    },
    async deliver(staff: Browser, id: number, shipmentId: number) {
      const body = { expectedVersion: await versionOf(id) };
      return staff.call('POST', `/api/admin/orders/${id}/shipments/${shipmentId}/delivered`, { body });
    },
    async correct(staff: Browser, id: number, shipmentId: number, fix: Omit<ParcelCorrection, 'expectedVersion'>) {
      const body = { ...fix, expectedVersion: await versionOf(id) };
      return staff.call('PUT', `/api/admin/orders/${id}/shipments/${shipmentId}`, { body });
    },
    detailOf: async (response: Response) => adminOrderResponseSchema.parse(await response.json()).order,
  };
}
