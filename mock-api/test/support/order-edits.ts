import { expect } from 'vitest';
import type { OrderAddressChange, OrderLinesChange } from '@ps/shared/console-schemas';
import type { AddressInput } from '@ps/shared/schemas';
import type { Browser } from './browser';
import { cards, guest, readyToPay } from './checkout-client';
import { createProduct } from './factories';
import type { ApiTestContext } from './suite';

interface EditableOrderOptions {
  /** Units of the second variant (size L, $3 more) in stock. */
  largeInStock?: number;
  maxPerOrder?: number | null;
  /** Units of the tee bought (size M). */
  quantity?: number;
}

/**
 * A guest's paid order of a tee in M (two sizes of one product, L costs $3 more) and a cap,
 * placed through checkout so the provider holds the payment, confirmed as checkout leaves it.
 */
export async function placeEditableOrder(api: ApiTestContext, options: EditableOrderOptions = {}) {
  const tee = await createProduct(api.db, {
    maxPerOrder: options.maxPerOrder ?? null,
    variants: [
      { name: 'M', inventoryAvailable: 10 },
      { name: 'L', inventoryAvailable: options.largeInStock ?? 5, priceAdjustmentCents: 300 },
    ],
  });
  const cap = await createProduct(api.db, { variants: [{ name: 'One size', inventoryAvailable: 10 }] });
  const [medium = 0, large = 0] = tee.variantIds;
  const capVariant = cap.variantIds[0] ?? 0;
  const customer = guest();
  const shopper = await readyToPay(
    api,
    [
      { productId: tee.id, variantId: medium, quantity: options.quantity ?? 1 },
      { productId: cap.id, variantId: capVariant, quantity: 1 },
    ],
    { customer },
  );
  const response = await shopper.createOrder({ card: cards.visa });
  expect(response.status).toBe(201);
  const { orderNumber } = (await response.json()) as { orderNumber: string };
  const order = await api.db
    .selectFrom('orders')
    .selectAll()
    .where('orderNumber', '=', orderNumber)
    .executeTakeFirstOrThrow();
  const items = await api.db
    .selectFrom('orderItems')
    .selectAll()
    .where('orderId', '=', order.id)
    .orderBy('id')
    .execute();
  const [teeLine, capLine] = items;
  if (!teeLine || !capLine) throw new Error('the order has no lines');
  return { order, email: customer.email, teeLine, capLine, variants: { medium, large, cap: capVariant }, shopper };
}

export const orderRow = (api: ApiTestContext, id: number) =>
  api.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const changeLines = (staff: Browser, orderId: number, body: OrderLinesChange) =>
  staff.call('PUT', `/api/admin/orders/${orderId}/lines`, { body });

export const changeAddress = (staff: Browser, orderId: number, body: OrderAddressChange) =>
  staff.call('PUT', `/api/admin/orders/${orderId}/shipping-address`, { body });

export const movedAddress = {
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '9 Harbour Rd',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: 'US',
} satisfies AddressInput;

/** The secret of the pay link in the last "order changed" mail of the order. */
export function balanceTokenIn(text: string): string {
  const match = /\/pay\?token=([^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error('no pay link in the mail');
  return decodeURIComponent(match[1]);
}
