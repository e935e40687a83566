import { sql } from 'kysely';
import { expect } from 'vitest';
import type { OrderRefundRequest, OrderStatusChange } from '@ps/shared/console-schemas';
import type { AddressInput, OrderStatus, PaymentStatus } from '@ps/shared/schemas';
import type { Browser } from './browser';
import { cards, guest, readyToPay, shippingAddress } from './checkout-client';
import { createProduct } from './factories';
import type { ApiTestContext } from './suite';

interface GuestOrderOptions {
  quantity?: number;
  unitsInStock?: number;
  email?: string;
  address?: Partial<AddressInput>;
}

/** A guest's paid order of a new product, placed through checkout, so the provider holds its payment. */
export async function placeGuestOrder(api: ApiTestContext, options: GuestOrderOptions = {}) {
  const product = await createProduct(api.db, {
    variants: [{ inventoryAvailable: options.unitsInStock ?? 10 }],
  });
  const variantId = product.variantIds[0] ?? 0;
  const shopper = await readyToPay(api, [{ productId: product.id, variantId, quantity: options.quantity ?? 1 }], {
    customer: guest(options.email ? { email: options.email } : {}),
    address: { ...shippingAddress, ...options.address },
  });
  const response = await shopper.createOrder({ card: cards.visa });
  expect(response.status).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  const { id, version } = await api.db
    .selectFrom('orders')
    .select(['id', 'version'])
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return { id, version, orderNumber, shopper, variantId };
}

const PAYMENT_BY_STATUS: Record<OrderStatus, PaymentStatus> = {
  pending: 'pending',
  confirmed: 'paid',
  processing: 'paid',
  shipped: 'paid',
  delivered: 'paid',
  cancelled: 'voided',
  refunded: 'refunded',
};

/** Puts an order straight into a status (as if earlier changes had happened); returns its version. */
export async function forceStatus(api: ApiTestContext, orderId: number, status: OrderStatus): Promise<number> {
  const shipped = status === 'shipped' || status === 'delivered';
  const row = await api.db
    .updateTable('orders')
    .set({
      status,
      paymentStatus: PAYMENT_BY_STATUS[status],
      ...(shipped ? { carrier: 'ups', trackingNumber: '1Z999AA10123456784', shippedAt: new Date() } : {}),
    })
    .where('id', '=', orderId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

export const changeStatus = (staff: Browser, orderId: number, body: OrderStatusChange) =>
  staff.call('PUT', `/api/admin/orders/${orderId}/status`, { body });

export const refundLines = (staff: Browser, orderId: number, body: OrderRefundRequest) =>
  staff.call('POST', `/api/admin/orders/${orderId}/refunds`, { body });

export const SHIPMENT = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' } as const;

export async function variantStock(api: ApiTestContext, variantId: number): Promise<number> {
  const row = await api.db
    .selectFrom('productVariants')
    .select('inventoryAvailable')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.inventoryAvailable;
}

/** The e-mails queued for this order, oldest first. */
export function mailsOfOrder(api: ApiTestContext, orderNumber: string) {
  return api.db
    .selectFrom('mailOutbox')
    .select(['kind', 'message'])
    .where(sql<string>`message->>'subject'`, 'like', `%${orderNumber}`)
    .orderBy('id')
    .execute();
}
