import { ORDER_SHIPMENT_MESSAGES } from '@ps/shared/console-schemas';
import { CARRIERS } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { AppError } from '../../../http/app-error';
import { enqueueMail } from '../../../platform/mail/outbox';
import { adminOrderQueries } from '../console/admin-order-repository';
import { orderQueries, type OrderRecord } from '../repository';
import { parcelCorrectedEmail } from './parcel-corrected-email';
import { shipmentQueries, type Parcel, type ShipmentActor } from './shipment-repository';
import { assertParcelsMayChange } from './shipment-rules';

const words = ({ carrier, trackingNumber }: Parcel) => `${CARRIERS[carrier].name} ${trackingNumber}`;

/** The parcel of the order, or 404; 409 once it arrived, 400 when nothing would change. */
async function parcelToCorrect(trx: Db, orderId: number, shipmentId: number, fix: Parcel) {
  const parcels = await shipmentQueries.list(trx, orderId);
  const index = parcels.findIndex((parcel) => parcel.id === shipmentId);
  const parcel = parcels[index];
  if (!parcel) throw AppError.notFound(ORDER_SHIPMENT_MESSAGES.shipmentNotFound);
  if (parcel.deliveredAt) {
    const message = `Parcel ${index + 1} was delivered: its tracking can no longer be corrected.`;
    throw new AppError(409, 'CONFLICT', message);
  }
  if (parcel.carrier === fix.carrier && parcel.trackingNumber === fix.trackingNumber) {
    const message = ORDER_SHIPMENT_MESSAGES.sameTracking;
    throw AppError.validation(message, { trackingNumber: message });
  }
  return { parcel, number: index + 1, newest: index === parcels.length - 1, only: parcels.length === 1 };
}

/**
 * Corrects the carrier and tracking number of one parcel of a locked order still on its way
 * (decision 071, amended), inside the caller's transaction: raises the order's version (its own
 * carrier and tracking number follow its newest parcel), records the correction on the timeline
 * and e-mails the customer the parcel's corrected link once. Answers the parcel's number and what
 * it had before, for the caller's audit row.
 */
export async function correctParcel(
  trx: Db,
  order: OrderRecord,
  shipmentId: number,
  fix: Parcel,
  actor: ShipmentActor,
  siteUrl: string,
): Promise<{ number: number; before: Parcel }> {
  assertParcelsMayChange(order.status);
  const { parcel, number, newest, only } = await parcelToCorrect(trx, order.id, shipmentId, fix);
  const before = { carrier: parcel.carrier, trackingNumber: parcel.trackingNumber };
  // The row lock on the order keeps a delivery of this parcel from slipping in between.
  await shipmentQueries.correct(trx, order.id, shipmentId, fix);
  await adminOrderQueries.update(trx, order.id, order.version, newest ? { ...fix } : {});
  const note = `Tracking corrected from ${words(before)} to ${words(fix)}`;
  await shipmentQueries.addEvent(
    trx,
    { orderId: order.id, status: order.status, shipmentId, step: 'corrected', note },
    actor,
  );
  // An erased buyer's order has no address left to write to (decision 012).
  if (!order.anonymisedAt) {
    const items = await orderQueries.listItems(trx, order.id);
    const email = parcelCorrectedEmail(order, { number, parcel: fix, lines: parcel.lines, only }, items, siteUrl);
    await enqueueMail(trx, email.kind, email.message);
  }
  return { number, before };
}
