export {
  createShipment,
  orderUnitsToShip,
  shipEverythingLeft,
  type CreatedShipment,
  type NewShipment,
} from './create-shipment';
export { correctParcel } from './correct-parcel';
export { deliverShipment } from './deliver-shipment';
export { shipmentQueries, type Parcel, type ShipmentActor } from './shipment-repository';
export { orderShipmentsOf } from './order-shipments-of';
