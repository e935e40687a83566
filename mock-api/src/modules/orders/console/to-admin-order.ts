import type { Selectable } from 'kysely';
import type { AdminOrderDetail, AdminOrderRow, AdminOrdersSummary } from '@ps/shared/console-schemas';
import { SHIPPING_METHOD_DETAILS } from '@ps/shared/rules';
import type { OrderItemsTable } from '../../../db/order-tables';
import { centsToDollars } from '../../../lib/money';
import type { OrderRecord } from '../repository';
import { mayEditOrder } from '../edits/editable';
import type { variantChoicesOf } from '../edits/edit-repository';
import { toOrderAddress, toOrderDetail, type OrderEditRecord } from '../to-order-detail';
import type { adminOrdersSummary, AdminOrderListRow } from './admin-order-list-repository';
import type { adminOrderQueries } from './admin-order-repository';

type Events = Awaited<ReturnType<typeof adminOrderQueries.listEvents>>;
type Notes = Awaited<ReturnType<typeof adminOrderQueries.listNotes>>;
type VariantChoice = Awaited<ReturnType<typeof variantChoicesOf>>[number];

export function toAdminOrderRow(row: AdminOrderListRow): AdminOrderRow {
  const { city, state, country } = row.shippingAddress;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    customerName: `${row.customerFirstName} ${row.customerLastName}`,
    customerEmail: row.customerEmail,
    status: row.status,
    paymentStatus: row.paymentStatus,
    itemCount: row.itemCount ?? 0,
    total: centsToDollars(row.totalCents),
    shippingAddress: city || state || country ? { city, state, country } : null,
    shippingMethod: row.shippingMethod,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

export function toAdminSummary(figures: Awaited<ReturnType<typeof adminOrdersSummary>>): AdminOrdersSummary {
  const average = figures.paidOrders === 0 ? 0 : Math.round(figures.revenueCents / figures.paidOrders);
  return {
    totalRevenue: centsToDollars(figures.revenueCents),
    total: figures.total,
    averageOrderValue: centsToDollars(average),
    byStatus: { pending: figures.pending, processing: figures.processing },
  };
}

/** Everything staff see of one order: the shopper's view unmasked, plus payment, people and notes. */
export function toAdminOrderDetail(
  order: OrderRecord,
  items: readonly Selectable<OrderItemsTable>[],
  events: Events,
  notes: Notes,
  refundedByItem: ReadonlyMap<number, number>,
  parcels: Parameters<typeof toOrderDetail>[4],
  { edits, variants }: { edits: readonly OrderEditRecord[]; variants: readonly VariantChoice[] },
): AdminOrderDetail {
  const numberOf = new Map(parcels.shipments.map((shipment) => [shipment.id, shipment.number]));
  return {
    ...toOrderDetail(order, items, events, false, parcels, edits),
    version: order.version,
    billingAddress: toOrderAddress(order.billingAddress, false),
    summary: {
      itemCount: items.length,
      uniqueProducts: new Set(items.map((item) => item.productId ?? item.productName)).size,
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    },
    notes: order.notes,
    anonymised: order.anonymisedAt !== null,
    shippingMethod: { id: order.shippingMethod, name: SHIPPING_METHOD_DETAILS[order.shippingMethod].name },
    payment: {
      provider: order.paymentProvider,
      reference: order.paymentReference,
      refundReference: order.refundReference,
    },
    refunds: {
      refunded: centsToDollars(order.refundedCents),
      lines: [...refundedByItem].map(([itemId, refundedQuantity]) => ({ itemId, refundedQuantity })),
    },
    events: events.map((event) => ({
      id: event.id,
      status: event.status,
      at: event.createdAt.toISOString(),
      staffName: event.actorName,
      note: event.note,
      refund: event.refundCents === null ? null : centsToDollars(event.refundCents),
      shipment:
        event.shipmentId === null || event.shipmentStep === null
          ? null
          : { number: numberOf.get(event.shipmentId) ?? 1, step: event.shipmentStep },
    })),
    staffNotes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      staffName: note.authorName,
      createdAt: note.createdAt.toISOString(),
    })),
    edits: edits.map((edit) => ({
      id: edit.id,
      at: edit.createdAt.toISOString(),
      summary: edit.summary,
      staffName: edit.actorName,
      byCustomer: edit.byCustomer,
      difference: centsToDollars(edit.differenceCents),
    })),
    editable: order.anonymisedAt === null && mayEditOrder(order, 'staff', parcels.shipments.length),
    lineOptions: items.map((item) => ({
      itemId: item.id,
      variantId: item.variantId,
      variants: variants
        .filter((variant) => variant.productId === item.productId)
        .map(({ id, name, inventoryAvailable }) => ({ id, name, available: inventoryAvailable })),
    })),
  };
}
