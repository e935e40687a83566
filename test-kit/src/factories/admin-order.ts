import type { AdminOrderDetail } from '@ps/shared/console-schemas';
import { buildTimeline } from './order-timeline';

const PLACED = '2026-01-05T10:00:00.000Z';
const address = {
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'US',
};

/** One order as the console's API answers it: processing, paid by card, one T-shirt line, nothing shipped. */
export function buildAdminOrder(overrides: Partial<AdminOrderDetail> & Pick<AdminOrderDetail, 'id'>): AdminOrderDetail {
  const items = overrides.items ?? [
    {
      id: 1,
      productName: 'Panic Tee',
      variantName: 'M',
      sku: 'PT-M',
      quantity: 1,
      unitPrice: 25,
      lineTotal: 25,
      imageUrl: null,
    },
  ];
  const status = overrides.status ?? 'processing';
  return {
    orderNumber: `PS-2026-TEST${overrides.id}`,
    status,
    paymentStatus: 'paid',
    paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
    createdAt: PLACED,
    estimatedDelivery: '2026-01-12',
    subtotal: 25,
    shipping: 5,
    tax: 0,
    discount: 0,
    promoCode: null,
    total: 30,
    timeline: buildTimeline(status),
    items,
    customerInfo: { name: 'Test Buyer', email: 'buyer@example.com', phone: null },
    shippingAddress: address,
    shipment: null,
    shipments: [],
    toShip: items.map((item) => ({ itemId: item.id, quantity: item.quantity })),
    changes: [],
    balanceDue: 0,
    addressEditable: false,
    editAddress: null,
    version: 3,
    billingAddress: address,
    summary: {
      itemCount: items.length,
      uniqueProducts: items.length,
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    },
    notes: null,
    anonymised: false,
    shippingMethod: { id: 'standard', name: 'Standard Shipping' },
    payment: { provider: 'sandbox', reference: 'pi_test', refundReference: null },
    refunds: { refunded: 0, lines: [] },
    events: [],
    staffNotes: [],
    edits: [],
    editable: true,
    lineOptions: [],
    ...overrides,
  };
}
