import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import type { OrderDetail } from '@ps/shared/schemas';
import { buildTimeline } from './order-timeline';
import { testAddress } from './test-address';

/** A confirmed, paid order of one tee in M and a cap, as the API answers its buyer; nothing changed yet. */
export function buildOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 1,
    orderNumber: 'PS-2026-ABC234',
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
    createdAt: '2026-11-20T10:00:00.000Z',
    estimatedDelivery: '2026-11-27',
    subtotal: 45,
    shipping: 0,
    tax: 4.5,
    discount: 0,
    promoCode: null,
    total: 49.5,
    timeline: [],
    items: [
      {
        id: 11,
        productName: 'Panic Tee',
        variantName: 'M',
        sku: 'TEE-M',
        quantity: 1,
        unitPrice: 25,
        lineTotal: 25,
        imageUrl: null,
      },
      {
        id: 12,
        productName: 'Cap',
        variantName: 'One size',
        sku: 'CAP',
        quantity: 1,
        unitPrice: 20,
        lineTotal: 20,
        imageUrl: null,
      },
    ],
    customerInfo: { name: 'Test Buyer', email: 'buyer@example.com', phone: null },
    shippingAddress: {
      addressLine1: testAddress.address1,
      addressLine2: null,
      city: testAddress.city,
      state: testAddress.state,
      postalCode: testAddress.postalCode,
      country: testAddress.country,
    },
    shipment: null,
    shipments: [],
    toShip: [
      { itemId: 11, quantity: 1 },
      { itemId: 12, quantity: 1 },
    ],
    changes: [],
    balanceDue: 0,
    addressEditable: true,
    editAddress: testAddress,
    ...overrides,
  };
}

/**
 * The same order as staff see it: the buyer's detail plus the console's fields, with the tee's two sizes to
 * choose from. The summary and the units still to ship follow `items`, the timeline follows `status`.
 */
export function buildAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const order = buildOrderDetail();
  const items = overrides.items ?? order.items;
  return {
    ...order,
    timeline: buildTimeline(overrides.status ?? order.status),
    toShip: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
    version: 3,
    billingAddress: order.shippingAddress,
    summary: {
      itemCount: items.length,
      uniqueProducts: items.length,
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    },
    notes: null,
    anonymised: false,
    shippingMethod: { id: 'standard', name: 'Standard Shipping' },
    payment: { provider: 'sandbox', reference: 'pi_sandbox_1', refundReference: null },
    refunds: { refunded: 0, lines: [] },
    events: [],
    staffNotes: [],
    edits: [],
    editable: true,
    lineOptions: [
      {
        itemId: 11,
        variantId: 101,
        variants: [
          { id: 101, name: 'M', available: 9 },
          { id: 102, name: 'L', available: 1 },
        ],
      },
      { itemId: 12, variantId: 201, variants: [{ id: 201, name: 'One size', available: 5 }] },
    ],
    ...overrides,
  };
}
