import { ORDER_SHIPMENT_MESSAGES, canMoveOrder } from '@ps/shared/console-schemas';
import { ORDER_STATUS_NAMES, type OrderStatus } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { enqueueMail } from '../../../platform/mail/outbox';
import { adminOrderQueries } from '../console/admin-order-repository';
import { STATUS_EMAILS } from '../console/status-emails';
import type { OrderRecord } from '../repository';
import { orderUnitsToShip } from './create-shipment';
import { shipmentQueries, type ShipmentActor } from './shipment-repository';

/** Parcels can arrive while the rest is still packed, after everything shipped, or after an exchange. */
const DELIVERS_FROM: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];

/**
 * Marks one parcel of a locked order delivered, inside the caller's transaction: 404 for a parcel
 * of another order, 409 for one already delivered. The order is delivered (with its e-mail) once
 * every unit shipped and every parcel arrived; either way its version goes up and the timeline
 * records the parcel's arrival. Answers the order's status after it and the parcel's number.
 */
export async function deliverShipment(
  trx: Db,
  order: OrderRecord,
  shipmentId: number,
  actor: ShipmentActor,
  siteUrl: string,
): Promise<{ status: OrderStatus; number: number }> {
  if (!DELIVERS_FROM.includes(order.status)) {
    const message = `A ${ORDER_STATUS_NAMES[order.status]} order cannot change any more.`;
    throw new AppError(409, 'INVALID_TRANSITION', message);
  }
  if (!(await shipmentQueries.markDelivered(trx, order.id, shipmentId))) {
    const parcels = await shipmentQueries.list(trx, order.id);
    if (!parcels.some((parcel) => parcel.id === shipmentId)) {
      throw AppError.notFound(ORDER_SHIPMENT_MESSAGES.shipmentNotFound);
    }
    throw new AppError(409, 'CONFLICT', ORDER_SHIPMENT_MESSAGES.alreadyDelivered);
  }
  const [{ toShip }, parcels] = await Promise.all([
    orderUnitsToShip(trx, order.id),
    shipmentQueries.list(trx, order.id),
  ]);
  const arrived = toShip.length === 0 && parcels.every((parcel) => parcel.deliveredAt !== null);
  const status = arrived && canMoveOrder(order.status, 'delivered') ? 'delivered' : order.status;

  await adminOrderQueries.update(trx, order.id, order.version, { status });
  await shipmentQueries.addEvent(trx, { orderId: order.id, status, shipmentId, step: 'delivered' }, actor);
  if (status === 'delivered' && !order.anonymisedAt) {
    const email = STATUS_EMAILS.delivered?.({ ...order, refundedBeforeCents: order.refundedCents }, siteUrl);
    if (email) await enqueueMail(trx, email.kind, email.message);
  }
  return { status, number: parcels.findIndex((parcel) => parcel.id === shipmentId) + 1 };
}
