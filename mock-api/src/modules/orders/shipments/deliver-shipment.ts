import { ORDER_SHIPMENT_MESSAGES, canMoveOrder } from '@ps/shared/console-schemas';
import type { OrderStatus } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { enqueueMail } from '../../../platform/mail/outbox';
import { adminOrderQueries } from '../console/admin-order-repository';
import type { OrderRecord } from '../repository';
import { orderUnitsToShip } from './create-shipment';
import { parcelDeliveredEmail } from './parcel-delivered-email';
import { shipmentQueries, type ShipmentActor } from './shipment-repository';
import { assertParcelsMayChange } from './shipment-rules';

/**
 * Marks one parcel of a locked order delivered, inside the caller's transaction: 404 for a parcel
 * of another order, 409 for one already delivered. The order is delivered once every unit shipped
 * and every parcel arrived; either way its version goes up, the timeline records the parcel's
 * arrival and the customer gets one e-mail about that parcel. Answers the order's status after it
 * and the parcel's number.
 */
export async function deliverShipment(
  trx: Db,
  order: OrderRecord,
  shipmentId: number,
  actor: ShipmentActor,
  siteUrl: string,
): Promise<{ status: OrderStatus; number: number }> {
  assertParcelsMayChange(order.status);
  if (!(await shipmentQueries.markDelivered(trx, order.id, shipmentId))) {
    const parcels = await shipmentQueries.list(trx, order.id);
    if (!parcels.some((parcel) => parcel.id === shipmentId)) {
      throw AppError.notFound(ORDER_SHIPMENT_MESSAGES.shipmentNotFound);
    }
    throw new AppError(409, 'CONFLICT', ORDER_SHIPMENT_MESSAGES.alreadyDelivered);
  }
  const [{ items, toShip }, parcels] = await Promise.all([
    orderUnitsToShip(trx, order.id),
    shipmentQueries.list(trx, order.id),
  ]);
  const onTheWay = parcels.filter((parcel) => parcel.deliveredAt === null);
  const arrived = toShip.length === 0 && onTheWay.length === 0;
  const status = arrived && canMoveOrder(order.status, 'delivered') ? 'delivered' : order.status;

  await adminOrderQueries.update(trx, order.id, order.version, { status });
  await shipmentQueries.addEvent(trx, { orderId: order.id, status, shipmentId, step: 'delivered' }, actor);
  const index = parcels.findIndex((parcel) => parcel.id === shipmentId);
  const parcel = parcels[index]!;
  // Each parcel's arrival is the customer's news, not only the last one (decision 071, amended).
  if (!order.anonymisedAt) {
    const delivered = {
      number: index + 1,
      parcel: { carrier: parcel.carrier, trackingNumber: parcel.trackingNumber },
      lines: parcel.lines,
      onTheWay: onTheWay.map((each) => parcels.indexOf(each) + 1),
      toShip,
      whole: parcels.length === 1 && toShip.length === 0,
    };
    const email = parcelDeliveredEmail(order, delivered, items, siteUrl);
    await enqueueMail(trx, email.kind, email.message);
  }
  return { status, number: index + 1 };
}
