import { canMoveOrder } from '@ps/shared/console-schemas';
import type { OrderStatus, ShipmentLine } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { enqueueMail } from '../../../platform/mail/outbox';
import { adminOrderQueries } from '../console/admin-order-repository';
import { refundQueries } from '../console/refunds/refund-repository';
import { orderQueries, type OrderRecord } from '../repository';
import { shipmentEmail } from './shipment-email';
import { shipmentQueries, type Parcel, type ShipmentActor } from './shipment-repository';
import { assertMayShip, assertUnitsLeft } from './shipment-rules';
import { unitsToShip } from './units-to-ship';

export interface NewShipment extends Parcel {
  lines: readonly ShipmentLine[];
}

export interface CreatedShipment {
  shipmentId: number;
  /** 1 for the order's first parcel. */
  number: number;
  /** The order's status after it: shipped once no unit is left to ship. */
  status: OrderStatus;
}

/** What is left to ship of an order now: its lines less refunded and shipped units. */
export async function orderUnitsToShip(trx: Db, orderId: number) {
  const [items, refunded, shipped] = await Promise.all([
    orderQueries.listItems(trx, orderId),
    refundQueries.refundedByItem(trx, orderId),
    shipmentQueries.shippedByItem(trx, orderId),
  ]);
  return { items, refunded, toShip: unitsToShip(items, refunded, shipped) };
}

/**
 * Sends these units of an order in one parcel (issue 27 item 2, decision 071). Call it inside the
 * transaction that locked the order row (`adminOrderQueries.lockForChange`), after checking the
 * version: it refuses lines the order cannot ship (409), records the parcel and its timeline entry,
 * raises the order's version (and moves it to shipped when no unit is left to ship), and queues
 * the customer's e-mail with the parcel's own tracking link, unless `mailCustomer` is false because the
 * caller's own mail tells of the parcel (an exchange's replacement). The caller writes its audit row.
 */
export async function createShipment(
  trx: Db,
  order: OrderRecord,
  shipment: NewShipment,
  actor: ShipmentActor,
  siteUrl: string,
  mailCustomer = true,
): Promise<CreatedShipment> {
  assertMayShip(order.status);
  const { items, refunded, toShip } = await orderUnitsToShip(trx, order.id);
  assertUnitsLeft(shipment.lines, items, toShip, refunded);

  const parcel = { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber };
  const shipmentId = await shipmentQueries.add(trx, order.id, parcel, shipment.lines, actor);
  const number = (await shipmentQueries.list(trx, order.id)).length;
  const left = toShip
    .map((line) => ({
      itemId: line.itemId,
      quantity: line.quantity - (shipment.lines.find((each) => each.itemId === line.itemId)?.quantity ?? 0),
    }))
    .filter((line) => line.quantity > 0);
  const done = left.length === 0 && canMoveOrder(order.status, 'shipped');
  const status = done ? 'shipped' : order.status;

  // The order's own carrier and tracking number stay those of its newest parcel (decision 071).
  await adminOrderQueries.update(trx, order.id, order.version, {
    status,
    ...parcel,
    ...(done ? { shippedAt: new Date() } : {}),
  });
  await shipmentQueries.addEvent(trx, { orderId: order.id, status, shipmentId, step: 'sent' }, actor);

  // An erased buyer's order has no address left to write to (decision 012).
  if (mailCustomer && !order.anonymisedAt) {
    const mailOrder = { ...order, ...parcel, refundedBeforeCents: order.refundedCents };
    const email = shipmentEmail(mailOrder, { number, parcel, lines: shipment.lines, toShip: left }, items, siteUrl);
    await enqueueMail(trx, email.kind, email.message);
  }
  return { shipmentId, number, status };
}

/**
 * Puts every unit still to ship in one parcel, for a whole-order change to shipped (the bulk
 * "Mark as shipped", the status dialog), whose own timeline entry and e-mail stand for it.
 */
export async function shipEverythingLeft(trx: Db, orderId: number, parcel: Parcel, actor: ShipmentActor) {
  const { toShip } = await orderUnitsToShip(trx, orderId);
  if (toShip.length > 0) await shipmentQueries.add(trx, orderId, parcel, toShip, actor);
}
