import type { OrderStatus } from '@ps/shared/schemas';
import type { Db } from '../../../db/tables';
import { orderUnitsToShip } from './create-shipment';
import { shipmentQueries } from './shipment-repository';
import { toOrderShipments } from './to-order-shipments';

/** An order's parcels and what is still to ship, for its detail page. */
export async function orderShipmentsOf(db: Db, order: { id: number; status: OrderStatus }) {
  const [shipments, { toShip }] = await Promise.all([
    shipmentQueries.list(db, order.id),
    orderUnitsToShip(db, order.id),
  ]);
  return toOrderShipments(order.status, shipments, toShip);
}
