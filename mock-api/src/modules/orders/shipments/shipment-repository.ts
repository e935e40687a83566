import { sql } from 'kysely';
import type { Carrier, OrderStatus, ShipmentLine } from '@ps/shared/schemas';
import type { ShipmentStep } from '../../../db/order-tables';
import type { Db } from '../../../db/tables';

export interface Parcel {
  carrier: Carrier;
  trackingNumber: string;
}

export interface ShipmentActor {
  id: number;
  name: string;
}

/** The parcels of one order and the units each carries. */
export const shipmentQueries = {
  /** Units in a parcel so far of each line (item id → quantity). */
  async shippedByItem(db: Db, orderId: number): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('orderShipmentLines as line')
      .innerJoin('orderShipments as shipment', 'shipment.id', 'line.shipmentId')
      .select(['line.orderItemId', sql<number>`sum(line.quantity)::int`.as('quantity')])
      .where('shipment.orderId', '=', orderId)
      .groupBy('line.orderItemId')
      .execute();
    return new Map(rows.map((row) => [row.orderItemId, row.quantity]));
  },

  /** The order's parcels, oldest first, each with its lines. */
  async list(db: Db, orderId: number) {
    const [shipments, lines] = await Promise.all([
      db
        .selectFrom('orderShipments')
        .select(['id', 'carrier', 'trackingNumber', 'shippedAt', 'deliveredAt'])
        .where('orderId', '=', orderId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('orderShipmentLines as line')
        .innerJoin('orderShipments as shipment', 'shipment.id', 'line.shipmentId')
        .select(['line.shipmentId', 'line.orderItemId', 'line.quantity'])
        .where('shipment.orderId', '=', orderId)
        .orderBy('line.orderItemId')
        .execute(),
    ]);
    return shipments.map((shipment) => ({
      ...shipment,
      lines: lines
        .filter((line) => line.shipmentId === shipment.id)
        .map((line) => ({ itemId: line.orderItemId, quantity: line.quantity })),
    }));
  },

  async add(trx: Db, orderId: number, parcel: Parcel, lines: readonly ShipmentLine[], actor: ShipmentActor) {
    const { id } = await trx
      .insertInto('orderShipments')
      .values({ orderId, ...parcel, actorStaffId: actor.id, actorName: actor.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('orderShipmentLines')
      .values(lines.map((line) => ({ shipmentId: id, orderItemId: line.itemId, quantity: line.quantity })))
      .execute();
    return id;
  },

  /** Marks one parcel delivered; false when it already was (or is not the order's). */
  async markDelivered(trx: Db, orderId: number, shipmentId: number): Promise<boolean> {
    const row = await trx
      .updateTable('orderShipments')
      .set({ deliveredAt: new Date() })
      .where('id', '=', shipmentId)
      .where('orderId', '=', orderId)
      .where('deliveredAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Marks every parcel of the order still on its way delivered (the whole order was). */
  async markAllDelivered(trx: Db, orderId: number): Promise<void> {
    await trx
      .updateTable('orderShipments')
      .set({ deliveredAt: new Date() })
      .where('orderId', '=', orderId)
      .where('deliveredAt', 'is', null)
      .execute();
  },

  /** Sets the carrier and tracking number of one parcel of the order still on its way. */
  async correct(trx: Db, orderId: number, shipmentId: number, parcel: Parcel): Promise<void> {
    await trx
      .updateTable('orderShipments')
      .set(parcel)
      .where('id', '=', shipmentId)
      .where('orderId', '=', orderId)
      .where('deliveredAt', 'is', null)
      .execute();
  },

  /** A timeline entry about one parcel; `status` is the order's after the step. */
  async addEvent(
    trx: Db,
    event: { orderId: number; status: OrderStatus; shipmentId: number; step: ShipmentStep; note?: string },
    actor: ShipmentActor,
  ) {
    await trx
      .insertInto('orderEvents')
      .values({
        orderId: event.orderId,
        status: event.status,
        shipmentId: event.shipmentId,
        shipmentStep: event.step,
        note: event.note ?? null,
        actorStaffId: actor.id,
        actorName: actor.name,
      })
      .execute();
  },
};
