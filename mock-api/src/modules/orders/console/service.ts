import type { Writable } from 'node:stream';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderDetail,
  type AdminOrdersResponse,
  type OrderMailResendResponse,
  type ResendableOrderMail,
} from '@ps/shared/console-schemas';
import type { ChangeAudit } from '../../../platform/audit/change-audit';
import type { Actor, StaffActor } from '../../../platform/audit/staff-actor';
import { AppError } from '../../../http/app-error';
import { orderEditQueries, variantChoicesOf } from '../edits/edit-repository';
import { orderQueries } from '../repository';
import { orderShipmentsOf } from '../shipments';
import {
  adminOrdersSummary,
  listAdminOrders,
  nextAdminOrders,
  type AdminOrderFilter,
} from './admin-order-list-repository';
import { adminOrderQueries } from './admin-order-repository';
import type { InvoiceOrder } from './invoice/invoice-order';
import { resendOrderMail } from './order-follow-ups';
import {
  correctOrderParcel,
  markShipmentDelivered,
  shipOrderLines,
  type ParcelCorrectionRequest,
  type ShipmentRequest,
} from './order-shipments';
import { writeOrderLinesCsv } from './order-lines-csv';
import { writeOrdersCsv } from './orders-csv';
import { refundOrderLines, type LineRefund } from './refunds/refund-lines';
import { refundQueries } from './refunds/refund-repository';
import {
  changeOrderStatus,
  type OrderStaffActor,
  type StatusChange,
  type StatusChangeDependencies,
} from './status-change';
import { toAdminOrderDetail, toAdminOrderRow, toAdminSummary } from './to-admin-order';

const EXPORT_BATCH = 500;

/** The staff console's orders: the list with the shop's figures, one order in full, its changes and notes. */
export function createAdminOrderService(deps: StatusChangeDependencies) {
  const { db } = deps;

  async function detail(id: number): Promise<AdminOrderDetail> {
    const order = await orderQueries.findById(db, id);
    if (!order) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
    const [items, events, notes, refunded, parcels, edits] = await Promise.all([
      orderQueries.listItems(db, id),
      adminOrderQueries.listEvents(db, id),
      adminOrderQueries.listNotes(db, id),
      refundQueries.refundedByItem(db, id),
      orderShipmentsOf(db, order),
      orderEditQueries.listEdits(db, id),
    ]);
    const productIds = [...new Set(items.flatMap((item) => (item.productId === null ? [] : [item.productId])))];
    const variants = await variantChoicesOf(db, productIds);
    return toAdminOrderDetail(order, items, events, notes, refunded, parcels, { edits, variants });
  }

  return {
    async list(filter: AdminOrderFilter, page: { limit: number; offset: number }): Promise<AdminOrdersResponse> {
      const [{ total, rows }, figures] = await Promise.all([
        listAdminOrders(db, filter, page),
        adminOrdersSummary(db, filter),
      ]);
      return {
        orders: rows.map(toAdminOrderRow),
        pagination: { total, hasMore: page.offset + rows.length < total },
        summary: toAdminSummary(figures),
      };
    },

    detail,

    async invoice(id: number): Promise<InvoiceOrder> {
      const order = await orderQueries.findById(db, id);
      if (!order) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
      return { ...order, lines: await orderQueries.listItems(db, id) };
    },

    async changeStatus(id: number, change: StatusChange, actor: OrderStaffActor): Promise<AdminOrderDetail> {
      await changeOrderStatus(deps, id, change, actor);
      return detail(id);
    },

    async refundLines(id: number, refund: LineRefund, actor: OrderStaffActor): Promise<AdminOrderDetail> {
      await refundOrderLines(deps, id, refund, actor);
      return detail(id);
    },

    async resendMail(id: number, mail: ResendableOrderMail, actor: StaffActor): Promise<OrderMailResendResponse> {
      const { to } = await resendOrderMail(deps, id, mail, actor);
      return { mail, to };
    },

    async addNote(id: number, body: string, actor: Actor, audit: ChangeAudit): Promise<AdminOrderDetail> {
      if (!(await orderQueries.findById(db, id))) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
      await db.transaction().execute(async (trx) => {
        await adminOrderQueries.addNote(trx, id, actor, body);
        await audit.record(trx);
      });
      return detail(id);
    },

    exportCsv(filter: AdminOrderFilter, out: Writable): Promise<void> {
      return writeOrdersCsv(out, (after) => nextAdminOrders(db, filter, after, EXPORT_BATCH));
    },

    exportLinesCsv(filter: AdminOrderFilter, out: Writable): Promise<void> {
      return writeOrderLinesCsv(db, filter, out, EXPORT_BATCH);
    },

    async ship(id: number, request: ShipmentRequest, actor: StaffActor): Promise<AdminOrderDetail> {
      await shipOrderLines(deps, id, request, actor);
      return detail(id);
    },

    async markDelivered(id: number, shipmentId: number, version: number, actor: StaffActor) {
      await markShipmentDelivered(deps, id, shipmentId, version, actor);
      return detail(id);
    },

    async correctParcel(id: number, shipmentId: number, fix: ParcelCorrectionRequest, actor: StaffActor) {
      await correctOrderParcel(deps, id, shipmentId, fix, actor);
      return detail(id);
    },
  };
}

export type AdminOrderService = ReturnType<typeof createAdminOrderService>;
