import { isFinalOrderStatus } from '@ps/shared/console-schemas';
import type { Selectable } from 'kysely';
import {
  CARRIERS,
  trackingUrlOf,
  type Address,
  type OrderAddress,
  type OrderDetail,
  type OrderListItem,
  type OrderShipment,
  type ShipmentLine,
} from '@ps/shared/schemas';
import type { OrderEditsTable, OrderItemsTable } from '../../db/order-tables';
import { centsToDollars } from '../../lib/money';
import type { listOrdersOf } from './history-repository';
import { displayName, maskEmail, maskName, maskPhone, maskPostalCode, maskStreet } from './masking';
import type { OrderRecord } from './repository';
import { buildTimeline, type OrderEvent } from './timeline';
import { mayEditOrder } from './edits/editable';

type OrderItemRecord = Selectable<OrderItemsTable>;
export type OrderEditRecord = Selectable<OrderEditsTable>;

export function toOrderAddress(address: Address, masked: boolean): OrderAddress {
  return {
    addressLine1: masked ? maskStreet() : address.address1,
    addressLine2: address.address2 ? (masked ? maskStreet() : address.address2) : null,
    city: address.city,
    state: address.state,
    postalCode: masked ? maskPostalCode(address.postalCode) : address.postalCode,
    country: address.country,
  };
}

/** What a parcel's recipient needs to follow it: the carrier and its tracking link, nothing of who shipped it. */
function toShipment({ carrier, trackingNumber, shippedAt }: OrderRecord): OrderDetail['shipment'] {
  if (!carrier || !trackingNumber) return null;
  return {
    carrier,
    carrierName: CARRIERS[carrier].name,
    trackingNumber,
    trackingUrl: trackingUrlOf(carrier, trackingNumber),
    shippedAt: shippedAt?.toISOString() ?? null,
  };
}

function toCustomerInfo(order: OrderRecord, masked: boolean): OrderDetail['customerInfo'] {
  const name = displayName(`${order.customerFirstName} ${order.customerLastName}`);
  const phone = order.customerPhone;
  if (!masked) return { name, email: order.customerEmail, phone };
  return { name: maskName(name), email: maskEmail(order.customerEmail), phone: phone && maskPhone(phone) };
}

/** The order detail of spec 3 §3; masked hides who and exactly where, never what or when. */
export function toOrderDetail(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  events: readonly OrderEvent[],
  masked: boolean,
  parcels: { shipments: OrderShipment[]; toShip: ShipmentLine[] },
  edits: readonly OrderEditRecord[],
): OrderDetail {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: {
      type: order.paymentMethodType,
      brand: order.paymentBrand,
      last4: masked ? null : order.paymentLast4,
    },
    createdAt: order.createdAt.toISOString(),
    estimatedDelivery: order.estimatedDelivery,
    subtotal: centsToDollars(order.subtotalCents),
    shipping: centsToDollars(order.shippingCents),
    tax: centsToDollars(order.taxCents),
    discount: centsToDollars(order.discountCents),
    promoCode: order.promoCode,
    total: centsToDollars(order.totalCents),
    timeline: buildTimeline(order.status, events),
    items: items.map((item) => ({
      id: item.id,
      productName: item.productName,
      variantName: item.variantName,
      sku: item.sku,
      quantity: item.quantity,
      unitPrice: centsToDollars(item.unitPriceCents),
      lineTotal: centsToDollars(item.lineTotalCents),
      imageUrl: item.imageUrl,
    })),
    customerInfo: toCustomerInfo(order, masked),
    shippingAddress: toOrderAddress(order.shippingAddress, masked),
    shipment: toShipment(order),
    ...parcels,
    changes: edits.map((edit) => ({ id: edit.id, at: edit.createdAt.toISOString(), summary: edit.summary })),
    // An ended order owes nothing: its link stopped working when it was cancelled or refunded.
    balanceDue: isFinalOrderStatus(order.status) ? 0 : centsToDollars(order.balanceDueCents),
    addressEditable:
      !masked && order.anonymisedAt === null && mayEditOrder(order, 'customer', parcels.shipments.length),
    // An erased buyer's order keeps no address to edit (decision 012).
    editAddress: masked || order.anonymisedAt !== null ? null : order.shippingAddress,
  };
}

type HistoryRow = Awaited<ReturnType<typeof listOrdersOf>>['rows'][number];

export function toOrderListItem(row: HistoryRow): OrderListItem {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    itemCount: row.itemCount ?? 0,
    total: centsToDollars(row.totalCents),
    estimatedDelivery: row.estimatedDelivery,
  };
}
