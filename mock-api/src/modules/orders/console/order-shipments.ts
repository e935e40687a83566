import {
  ADMIN_ORDER_MESSAGES,
  type orderShipmentCreateSchema,
  type parcelCorrectionSchema,
} from '@ps/shared/console-schemas';
import { CARRIERS, ORDER_STATUS_NAMES } from '@ps/shared/schemas';
import type { z } from 'zod';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import type { StaffActor } from '../../../platform/audit/staff-actor';
import { correctParcel, createShipment, deliverShipment } from '../shipments';
import { adminOrderQueries } from './admin-order-repository';
import type { StatusChangeDependencies } from './status-change';

export type ShipmentRequest = z.output<typeof orderShipmentCreateSchema>;
export type ParcelCorrectionRequest = z.output<typeof parcelCorrectionSchema>;

/** The order row locked at the version staff saw; 404 or 409 otherwise. */
async function lockedAt(trx: Db, orderId: number, expectedVersion: number) {
  const order = await adminOrderQueries.lockForChange(trx, orderId);
  if (!order) throw AppError.notFound(ADMIN_ORDER_MESSAGES.notFound);
  if (order.version !== expectedVersion) {
    const message = `${ADMIN_ORDER_MESSAGES.changedMeanwhile} It is now ${ORDER_STATUS_NAMES[order.status]}.`;
    throw new AppError(409, 'VERSION_CONFLICT', message);
  }
  return order;
}

const units = (lines: ShipmentRequest['lines']) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Staff send some units of an order in one parcel: all or nothing, with the audit row in the same transaction. */
export async function shipOrderLines(
  deps: StatusChangeDependencies,
  orderId: number,
  request: ShipmentRequest,
  actor: StaffActor,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockedAt(trx, orderId, request.expectedVersion);
    const created = await createShipment(trx, order, request, actor, deps.siteUrl);
    const count = units(request.lines);
    await deps.audit(trx, actor, {
      action: 'order.shipment_created',
      target: order.orderNumber,
      changes: {
        summary: `Parcel ${created.number} sent with ${CARRIERS[request.carrier].name} ${request.trackingNumber} (${count} ${count === 1 ? 'unit' : 'units'})`,
        shipmentId: created.shipmentId,
        carrier: request.carrier,
        trackingNumber: request.trackingNumber,
        lines: request.lines,
        from: order.status,
        to: created.status,
      },
    });
  });
}

/** Staff mark one parcel delivered; the last one delivers the order. */
export async function markShipmentDelivered(
  deps: StatusChangeDependencies,
  orderId: number,
  shipmentId: number,
  expectedVersion: number,
  actor: StaffActor,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockedAt(trx, orderId, expectedVersion);
    const { status, number } = await deliverShipment(trx, order, shipmentId, actor, deps.siteUrl);
    await deps.audit(trx, actor, {
      action: 'order.shipment_delivered',
      target: order.orderNumber,
      changes: { summary: `Parcel ${number} delivered`, shipmentId, from: order.status, to: status },
    });
  });
}

/** Staff correct the carrier and tracking number of one parcel still on its way; the customer is e-mailed the new link. */
export async function correctOrderParcel(
  deps: StatusChangeDependencies,
  orderId: number,
  shipmentId: number,
  { expectedVersion, ...fix }: ParcelCorrectionRequest,
  actor: StaffActor,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const order = await lockedAt(trx, orderId, expectedVersion);
    const { number, before } = await correctParcel(trx, order, shipmentId, fix, actor, deps.siteUrl);
    await deps.audit(trx, actor, {
      action: 'order.shipment_corrected',
      target: order.orderNumber,
      changes: {
        summary: `Parcel ${number} tracking changed from ${CARRIERS[before.carrier].name} ${before.trackingNumber} to ${CARRIERS[fix.carrier].name} ${fix.trackingNumber}`,
        shipmentId,
        from: before,
        to: fix,
        customerEmailed: order.anonymisedAt === null,
      },
    });
  });
}
