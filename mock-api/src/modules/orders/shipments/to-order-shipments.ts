import { isFinalOrderStatus } from '@ps/shared/console-schemas';
import { CARRIERS, trackingUrlOf, type OrderShipment, type OrderStatus, type ShipmentLine } from '@ps/shared/schemas';
import type { shipmentQueries } from './shipment-repository';

type Shipments = Awaited<ReturnType<typeof shipmentQueries.list>>;

/** Nothing is owed to a cancelled or refunded order, whatever its lines say. */

/** The parcels as the customer and staff see them, each with its tracking link, and what is still to ship. */
export function toOrderShipments(
  status: OrderStatus,
  shipments: Shipments,
  toShip: readonly ShipmentLine[],
): { shipments: OrderShipment[]; toShip: ShipmentLine[] } {
  return {
    shipments: shipments.map((shipment, index) => ({
      id: shipment.id,
      number: index + 1,
      carrier: shipment.carrier,
      carrierName: CARRIERS[shipment.carrier].name,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: trackingUrlOf(shipment.carrier, shipment.trackingNumber),
      shippedAt: shipment.shippedAt.toISOString(),
      deliveredAt: shipment.deliveredAt?.toISOString() ?? null,
      lines: shipment.lines,
    })),
    toShip: isFinalOrderStatus(status) ? [] : [...toShip],
  };
}
